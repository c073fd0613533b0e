/*
 * API reads that a page's document starts before the app's code has arrived (issue 14). A reloaded
 * slide or result showed nothing until the first chunk (about 80 kB) had loaded and run, and only then
 * asked for the check, one round trip and the server's time later. The early reads' script
 * (app/early-reads-entry.ts, under 2 kB Brotli, which index.html loads beside the first chunk) asks
 * for what the page will show first; the API client then takes that answer instead of asking again.
 *
 * Only the first page's own loads take them: the app ends the early reads once that page has started
 * its loads (main.tsx), so that no later load gets an answer from the document's start. A read that
 * failed is taken like a failed fetch, and retried as one.
 */

/** How an early read asks, the same as the API client's plain reads: JSON, with the cookies a staff member may have. */
const EARLY_READ_INIT = {
  headers: { Accept: 'application/json' },
  credentials: 'include',
} as const satisfies RequestInit;

declare global {
  interface Window {
    /** The early reads by URL; null once the app has ended them (a late script then starts none). */
    __baucheckEarlyReads?: Map<string, Promise<Response>> | null;
  }
}

/** Asks for `url` now, for the app to take (the early reads' script). */
export function startEarlyRead(url: string): void {
  if (window.__baucheckEarlyReads === null) return;
  const reads = (window.__baucheckEarlyReads ??= new Map());
  const response = fetch(url, EARLY_READ_INIT);
  // Whoever takes it sees a failure; one nobody takes must not be reported as unhandled.
  response.catch(() => undefined);
  reads.set(url, response);
}

/** The early answer for `url`, at most once; undefined when there is none (or no longer). */
export function takeEarlyRead(url: string): Promise<Response> | undefined {
  const reads = window.__baucheckEarlyReads;
  const response = reads?.get(url);
  reads?.delete(url);
  return response;
}

/** From now on every load asks the server itself; early reads not taken are dropped. */
export function endEarlyReads(): void {
  window.__baucheckEarlyReads = null;
}
