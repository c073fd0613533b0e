import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { login, send } from '../support/accounts.ts';
import { ApiSession } from '../support/http.ts';

/**
 * `npm start` as an operator meets it: a crash of the stack's process (kill -9) leaves nothing
 * running, and two stacks never share one data folder.
 */

const repoRoot = new URL('../../', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'baucheck-lifecycle-'));
const started: ChildProcess[] = [];

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startStack(): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'functions/local/start.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', BAUCHECK_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Resolves with the URL the stack prints once it serves; rejects if the process ends first. */
async function ready(run: Run): Promise<string> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const url = /BauCheck läuft auf (\S+)/.exec(run.output())?.[1];
    if (url) return url;
    if (run.child.exitCode !== null) throw new Error(`stack ended: ${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`stack not ready: ${run.output()}`);
}

/** The local services that run on this test's data folder, found the way an operator would with ps. */
function servicesOnDataDir(): { dynamo: number[]; cognito: number[] } {
  const found = { dynamo: [] as number[], cognito: [] as number[] };
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (
        commandLine.some((arg) => arg.endsWith('DynamoDBLocal.jar')) &&
        commandLine.includes(join(dataDir, 'dynamodb'))
      )
        found.dynamo.push(Number(entry));
      if (
        commandLine.some((arg) => arg.includes('cognito-local')) &&
        readlinkSync(`/proc/${entry}/cwd`) === join(dataDir, 'cognito')
      )
        found.cognito.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return found;
}

async function until<T>(probe: () => T, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 30_000;
  let value = probe();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = probe();
  }
  return value;
}

afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await until(servicesOnDataDir, (services) => services.dynamo.length + services.cognito.length === 0);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('local stack lifecycle (npm start)', () => {
  // Three stacks start one after another (a JVM, cognito-local and the seed each time): a few minutes
  // on a busy two-core machine; every wait inside is for what an operator would wait for.
  it(
    'refuses a second stack on the same data folder, and after kill -9 starts clean with the data intact',
    { timeout: 300_000 },
    async () => {
      const first = startStack();
      const firstUrl = await ready(first);
      expect(servicesOnDataDir()).toEqual({ dynamo: [expect.any(Number)], cognito: [expect.any(Number)] });

      const admin = new ApiSession(firstUrl);
      expect((await login(admin, 'admin@baucheck.test')).status).toBe(200);
      const created = await send(admin, 'POST', '/api/organisations/', {
        name: 'Landratsamt Absturzhausen',
        type: 'Kommune',
      });
      expect(created.status).toBe(201);

      const second = startStack();
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`läuft bereits ein lokaler BauCheck-Stack (PID ${first.child.pid})`);

      first.child.kill('SIGKILL');
      await first.exited;
      // Its services end with it instead of holding the data folder.
      expect(await until(servicesOnDataDir, (s) => s.dynamo.length + s.cognito.length === 0)).toEqual({
        dynamo: [],
        cognito: [],
      });

      const third = startStack();
      const thirdUrl = await ready(third);
      const services = servicesOnDataDir();
      expect(services.dynamo).toHaveLength(1);
      expect(services.cognito).toHaveLength(1);
      const again = new ApiSession(thirdUrl);
      expect((await login(again, 'admin@baucheck.test')).status).toBe(200);
      const page = (await (await again.request('/api/organisations/?q=Absturzhausen')).json()) as {
        items: Array<{ name: string }>;
      };
      const names = page.items.map((organisation) => organisation.name);
      expect(names).toContain('Landratsamt Absturzhausen');

      third.child.kill('SIGTERM');
      expect(await third.exited).toBe(0);
      expect(servicesOnDataDir()).toEqual({ dynamo: [], cognito: [] });
    },
  );
});
