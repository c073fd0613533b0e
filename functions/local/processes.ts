import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/**
 * Child processes of the local stack that end with it. `setpriv --pdeathsig` (util-linux) asks the
 * kernel to send SIGTERM to the service when the stack's process dies, however it dies (kill -9, an
 * out-of-memory kill), and then execs the service itself, so the child's PID is the service's own (the
 * fault-injection tests stop and pause exactly that process). Where setpriv is missing (not Linux),
 * the service is spawned directly and a later start reaps it through the data folder's lock
 * (`stack-lock.ts`).
 */
const SETPRIV = '/usr/bin/setpriv';

export function spawnTethered(
  command: string,
  args: readonly string[],
  options: SpawnOptions,
  /** SIGKILL for services that only act on SIGTERM between requests (MapServer's FastCGI loop). */
  deathSignal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM',
): ChildProcess {
  return existsSync(SETPRIV)
    ? spawn(SETPRIV, ['--pdeathsig', deathSignal, '--', command, ...args], options)
    : spawn(command, args, options);
}

/** A process as the lock file records it: PID plus the kernel's start time, so a reused PID is not mistaken for it. */
export interface ProcessIdentity {
  pid: number;
  /** Start time in clock ticks since boot (`/proc/<pid>/stat`, field 22); null where /proc is absent. */
  startTime: string | null;
}

function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may itself contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

export const identify = (pid: number): ProcessIdentity => ({ pid, startTime: startTimeOf(pid) });

/** Whether the process the identity names still runs (and is not a later process that got its PID). */
export function isRunning(identity: ProcessIdentity): boolean {
  try {
    process.kill(identity.pid, 0);
  } catch {
    // ESRCH: gone; EPERM: another user's process, so not one of ours.
    return false;
  }
  return identity.startTime === null || startTimeOf(identity.pid) === identity.startTime;
}

/** Ends a process: SIGTERM, then SIGKILL if it is still there after `graceMs`; resolves when it is gone. */
export async function terminate(identity: ProcessIdentity, graceMs = 10_000): Promise<void> {
  if (!isRunning(identity)) return;
  process.kill(identity.pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (isRunning(identity)) {
    if (Date.now() > deadline) {
      process.kill(identity.pid, 'SIGKILL');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  while (isRunning(identity)) await new Promise((resolve) => setTimeout(resolve, 50));
}
