import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import S3rver from 's3rver';
import type { LocalService } from './service.ts';

export interface LocalS3 extends LocalService {
  endpoint: string;
}

/**
 * s3rver in this process, with the media bucket created when absent; its files live under `directory`.
 * Stopping closes its connections too (a client's kept-alive one would otherwise still be served);
 * starting again serves the same files on the same port.
 */
export async function startS3(port: number, directory: string, bucket: string): Promise<LocalS3> {
  mkdirSync(directory, { recursive: true });
  let server: S3rver | undefined;
  const start = async () => {
    if (server) return;
    const starting = new S3rver({
      port,
      address: '127.0.0.1',
      directory,
      silent: true,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    await starting.run();
    server = starting;
  };
  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running) return;
    const closed = running.close();
    // `httpServer` is s3rver's own http.Server (not in its type declarations).
    (running as unknown as { httpServer?: Server }).httpServer?.closeAllConnections();
    await closed;
  };
  await start();
  return { endpoint: `http://127.0.0.1:${port}`, pid: undefined, start, stop };
}
