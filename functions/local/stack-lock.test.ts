import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { identify, isRunning } from './processes.ts';

/** The PID of a child the test spawned (one without a PID failed to start). */
function pidOf(child: ChildProcess): number {
  if (child.pid === undefined) throw new Error(`could not start ${child.spawnfile}`);
  return child.pid;
}
import { acquireStackLock, StackAlreadyRunningError } from './stack-lock.ts';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'baucheck-lock-'));
  folders.push(dir);
  return dir;
};
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A process that is gone: a short-lived child, waited for. */
async function endedProcess() {
  const child = spawn('true');
  await new Promise((resolve) => child.once('exit', resolve));
  return { pid: pidOf(child), startTime: '1' };
}

describe('acquireStackLock', () => {
  it('refuses a second stack on the folder while the first one runs, naming its PID', async () => {
    const dir = folder();
    const lock = await acquireStackLock(dir);
    const refused = await acquireStackLock(dir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StackAlreadyRunningError);
    expect((refused as Error).message).toContain(`(PID ${process.pid})`);
    lock.release();
    (await acquireStackLock(dir)).release();
  });

  it('ends the services a crashed start left behind, then takes the lock', async () => {
    const dir = folder();
    // Stands in for a DynamoDB Local whose stack died without the kernel ending it (no setpriv).
    const orphan = spawn('sleep', ['600'], { detached: true, stdio: 'ignore' });
    const orphanIdentity = identify(pidOf(orphan));
    writeFileSync(join(dir, 'stack.lock'), JSON.stringify({ owner: await endedProcess(), children: [orphanIdentity] }));

    const lock = await acquireStackLock(dir);
    expect(isRunning(orphanIdentity)).toBe(false);
    expect(JSON.parse(readFileSync(join(dir, 'stack.lock'), 'utf8')).owner.pid).toBe(process.pid);
    lock.release();
  });

  it('does not mistake a process that got a dead owner’s PID for it, nor end it', async () => {
    const dir = folder();
    const bystander = spawn('sleep', ['600'], { stdio: 'ignore' });
    try {
      const reused = { pid: pidOf(bystander), startTime: 'another start' };
      writeFileSync(join(dir, 'stack.lock'), JSON.stringify({ owner: reused, children: [reused] }));
      const lock = await acquireStackLock(dir);
      expect(isRunning(identify(pidOf(bystander)))).toBe(true);
      lock.release();
    } finally {
      bystander.kill();
    }
  });

  it('shows another start only whole locks, while children are being recorded', async () => {
    const dir = folder();
    const lock = await acquireStackLock(dir);
    const file = join(dir, 'stack.lock');
    // A second process reads the lock as fast as it can while this one records 300 children
    const reader = spawn(
      process.execPath,
      [
        '-e',
        `const fs = require('node:fs'); let torn = 0; const end = Date.now() + 60000;
         while (!fs.existsSync(${JSON.stringify(`${file}.done`)}) && Date.now() < end) {
           try { JSON.parse(fs.readFileSync(${JSON.stringify(file)}, 'utf8')); } catch { torn += 1; }
         }
         process.stdout.write(String(torn));`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    reader.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    for (let child = 0; child < 300; child += 1) lock.addChild(process.pid);
    writeFileSync(`${file}.done`, '');
    await new Promise((resolve) => reader.once('exit', resolve));

    expect(output).toBe('0');
    expect(JSON.parse(readFileSync(file, 'utf8')).children).toHaveLength(300);
    // Nothing but the lock (and the test's marker) is left in the folder
    expect(readdirSync(dir).sort()).toEqual(['stack.lock', 'stack.lock.done']);
    lock.release();
  });
});
