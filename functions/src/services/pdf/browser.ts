import type { Socket } from 'node:net';
import chromium from '@sparticuz/chromium';
import puppeteer, { type Browser } from 'puppeteer-core';
import { logger } from '#lib/logger';

/*
 * One headless Chromium per container, launched on first use and reused by every warm invocation
 * (launching costs ~0.5 s, unpacking the binary on a container's very first launch a few seconds; a
 * warm render ~0.1–0.2 s). When the browser died (crash, out of memory, killed), the next call launches a new
 * one. Concurrent calls share one launch: the local gateway runs requests in parallel in one process,
 * while on Lambda each container serves one request at a time.
 *
 * @sparticuz/chromium is a chrome-headless-shell build for Lambda (x86_64, Amazon Linux 2023) that
 * also runs on Debian x86-64; its first `executablePath()` unpacks ~200 MB into the temp directory.
 */

let current: Promise<Browser> | null = null;
let launched: Browser | null = null;
let activeRenders = 0;

/**
 * An idle browser must not keep the Node process alive (the local stack, tests and benchmarks end when
 * their work is done; the browser is killed on exit), while a render in progress must. So the browser's
 * child process and its pipes are referenced only while renders run.
 */
function holdProcess(browser: Browser | null, hold: boolean): void {
  const child = browser?.process();
  if (!child) return;
  if (hold) child.ref();
  else child.unref();
  for (const stream of child.stdio) {
    const pipe = stream as Partial<Socket> | null;
    if (hold) pipe?.ref?.();
    else pipe?.unref?.();
  }
}

/** Marks a render as started: the process stays alive until it ends (`renderEnded`). */
export function renderStarted(): void {
  activeRenders += 1;
  holdProcess(launched, true);
}

export function renderEnded(): void {
  activeRenders = Math.max(0, activeRenders - 1);
  if (activeRenders === 0) holdProcess(launched, false);
}

async function launch(): Promise<Browser> {
  // No WebGL: documents are text, and the software GL stack only costs memory.
  chromium.setGraphicsMode = false;
  const started = performance.now();
  const browser = await puppeteer.launch({
    executablePath: await chromium.executablePath(),
    // The package's flags (single process, no zygote, no sandbox: Lambda runs as root without user
    // namespaces) plus a fixed A4-wide viewport.
    args: chromium.args,
    headless: 'shell',
    // DevTools over the child's pipes instead of a WebSocket: nothing to listen on, and the pipes can be
    // unreferenced while the browser idles (holdProcess).
    pipe: true,
    defaultViewport: { width: 794, height: 1123 },
    // Starting (after unpacking) takes well under a second; a browser that needs longer is broken.
    timeout: 20_000,
    protocolTimeout: 20_000,
  });
  logger.info('chromium launched', {
    duration_ms: Math.round(performance.now() - started),
    pid: browser.process()?.pid,
  });
  launched = browser;
  holdProcess(browser, activeRenders > 0);
  return browser;
}

/** The container's browser, launching (or relaunching, when the last one died) as needed. */
export async function sharedBrowser(): Promise<Browser> {
  const pending = current;
  if (pending) {
    const browser = await pending.catch(() => null);
    if (browser?.connected) return browser;
    // Died or failed to launch: forget it, unless another caller replaced it meanwhile.
    if (current === pending) current = null;
  }
  if (!current) {
    const launching = launch();
    current = launching;
    launching.then(
      (browser) =>
        browser.once('disconnected', () => {
          if (launched === browser) launched = null;
          if (current !== launching) return; // closed or discarded on purpose
          current = null;
          logger.warn('chromium disconnected; the next render launches a new one');
        }),
      () => {
        if (current === launching) current = null;
      },
    );
  }
  return current;
}

/** Kills the browser at once (a hung render), so the next call launches a fresh one. */
export async function discardBrowser(browser: Browser): Promise<void> {
  if (current && (await current.catch(() => null)) === browser) current = null;
  const pid = browser.process()?.pid;
  if (pid !== undefined) {
    // puppeteer starts Chromium as the leader of its own process group: end the whole group.
    for (const target of [-pid, pid]) {
      try {
        process.kill(target, 'SIGKILL');
        break;
      } catch {
        // not a group leader, or already gone
      }
    }
  }
  await browser.disconnect().catch(() => undefined);
}

/** Closes the browser (benchmarks and tests end with it; a Lambda container simply freezes). */
export async function closeBrowser(): Promise<void> {
  const pending = current;
  current = null;
  const browser = await pending?.catch(() => null);
  // Closing waits for the browser to exit: keep the process alive until it has.
  holdProcess(browser ?? null, true);
  await browser?.close().catch(() => undefined);
}
