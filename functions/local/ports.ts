import { createServer } from 'node:net';

/** A port that is free on 127.0.0.1 right now, for the local stand-ins that need one before they start. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Retries `probe` until it resolves or `timeoutMs` passes; for child processes that take a while to listen. */
export async function waitFor(what: string, probe: () => Promise<unknown>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      await probe();
      return;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${what} did not become ready within ${timeoutMs} ms: ${String(lastError)}`);
}
