import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';

/** Process ids of the @sparticuz/chromium browsers (unpacked to the temp dir) whose parent is `parentPid`. */
export function chromiumChildrenOf(parentPid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')[0] ?? '';
      if (parent === parentPid && /\/chromium$/.test(command) && !command.startsWith('/usr/'))
        found.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return found;
}

/** Polls `condition` until it holds; fails after `timeoutMs`. */
export async function waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Runs an operator script (`functions/ops/…`) against the test stack as `npm run …` would: its exit
 * code and everything it printed (stdout and stderr together).
 */
export function runOpsScript(script: string, ...args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', `functions/ops/${script}`, ...args], {
    cwd: new URL('../../', import.meta.url).pathname,
    env: { ...process.env, ...inject('stackEnv') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}
