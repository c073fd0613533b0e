import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { waitFor } from './ports.ts';

/**
 * A local stand-in that can be stopped and started again on the same port with the same data, as the
 * fault-injection tests do to a database that goes away and comes back.
 */
export interface LocalService {
  /** The child process's id while it runs; undefined when stopped or when the service runs in this process (s3rver). */
  readonly pid: number | undefined;
  /** Ends the service (a paused one too) and resolves once it has exited and freed its port. */
  stop(): Promise<void>;
  /** Starts it again (same port, same data folder) and resolves once it answers. */
  start(): Promise<void>;
}

/** How long a child may take to exit after SIGTERM before it is killed. */
const EXIT_GRACE_MS = 5_000;

async function endChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  // A paused (SIGSTOPped) process acts on SIGTERM only once it runs again.
  child.kill('SIGCONT');
  const kill = setTimeout(() => child.kill('SIGKILL'), EXIT_GRACE_MS);
  await exited;
  clearTimeout(kill);
}

/**
 * A child process as a {@link LocalService}: `spawnChild` starts it, `probe` resolves once it answers
 * (retried until it does). Resolves when the first start is ready.
 */
export async function childService(
  name: string,
  spawnChild: () => ChildProcess,
  probe: () => Promise<unknown>,
): Promise<LocalService> {
  let child: ChildProcess | undefined;
  const stop = async () => {
    const running = child;
    child = undefined;
    if (running) await endChild(running);
  };
  const start = async () => {
    if (child) return;
    child = spawnChild();
    try {
      await waitFor(name, probe);
    } catch (error) {
      await stop();
      throw error;
    }
  };
  await start();
  return {
    get pid() {
      return child?.pid;
    },
    stop,
    start,
  };
}
