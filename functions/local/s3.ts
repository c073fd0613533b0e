import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';

export interface LocalS3 {
  endpoint: string;
  stop(): Promise<void>;
}

/** s3rver in this process, with the media bucket created when absent; its files live under `directory`. */
export async function startS3(port: number, directory: string, bucket: string): Promise<LocalS3> {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
