import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { identify, isRunning, terminate, type ProcessIdentity } from './processes.ts';

/**
 * One local stack per data folder. DynamoDB Local and cognito-local keep their files there, and two
 * of them on one folder corrupt each other's state, so a start takes `stack.lock` (created
 * exclusively) and records its own process and its children in it. A second start while the first
 * runs is refused, naming the first one's PID; a start after a crash (the lock's process is gone)
 * first ends the children the crashed start left behind, then takes the lock.
 */

interface LockContent {
  owner: ProcessIdentity;
  children: ProcessIdentity[];
}

export class StackAlreadyRunningError extends Error {
  constructor(
    readonly pid: number,
    dataDir: string,
  ) {
    super(
      `Im Datenordner ${dataDir} läuft bereits ein lokaler BauCheck-Stack (PID ${pid}). ` +
        'Bitte beenden Sie ihn zuerst (Strg+C in seinem Fenster oder "kill ' +
        `${pid}") oder starten Sie mit einem anderen Datenordner.`,
    );
    this.name = 'StackAlreadyRunningError';
  }
}

export interface StackLock {
  /** Records a child service so that a start after a crash can end it. */
  addChild(pid: number): void;
  release(): void;
}

const lockFile = (dataDir: string) => join(dataDir, 'stack.lock');

function readLock(file: string): LockContent | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockContent;
  } catch {
    return null; // absent (lock files are only ever written whole, see below)
  }
}

/**
 * The lock's content is written to a file of this process first and then put in place in one step
 * (a hard link to create it, a rename to replace it), so another start never reads a lock that is
 * still being written and mistakes it for an abandoned one.
 */
const draftOf = (file: string, content: LockContent) => {
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, JSON.stringify(content), { mode: 0o600 });
  return draft;
};

function createExclusively(file: string, content: LockContent): boolean {
  const draft = draftOf(file, content);
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

export async function acquireStackLock(dataDir: string): Promise<StackLock> {
  const file = lockFile(dataDir);
  const content: LockContent = { owner: identify(process.pid), children: [] };
  while (!createExclusively(file, content)) {
    const previous = readLock(file);
    if (previous && isRunning(previous.owner)) throw new StackAlreadyRunningError(previous.owner.pid, dataDir);
    // The previous start ended without releasing its lock: end what it left running, then retry.
    await Promise.all((previous?.children ?? []).map((child) => terminate(child)));
    rmSync(file, { force: true });
  }
  return {
    addChild(pid) {
      content.children.push(identify(pid));
      renameSync(draftOf(file, content), file);
    },
    release() {
      const current = readLock(file);
      if (current?.owner.pid === process.pid) rmSync(file, { force: true });
    },
  };
}
