import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isServiceUnavailable } from '#lib/service-errors';
import { silentServer } from '#lib/test-silent-server';
import { DEFAULT_FUNCTION_TIMEOUT_SECONDS } from '#lib/route';

describe('the S3 client', () => {
  let silent: Awaited<ReturnType<typeof silentServer>>;

  beforeAll(async () => {
    silent = await silentServer();
    Object.assign(process.env, {
      AWS_REGION: 'eu-central-1',
      AWS_ACCESS_KEY_ID: 'test',
      AWS_SECRET_ACCESS_KEY: 'test',
      AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${silent.port}`,
    });
  });

  afterAll(() => {
    silent.close();
  });

  it('gives up on a stalled storage as unavailable with time to spare in a function of 10 s', async () => {
    const { PutObjectCommand } = await import('@aws-sdk/client-s3');
    const { s3Client } = await import('./s3.ts');
    const started = performance.now();

    const error = await s3Client
      .send(new PutObjectCommand({ Bucket: 'media', Key: 'units/x/bild.webp', Body: Buffer.alloc(1024) }))
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );

    expect(isServiceUnavailable(error)).toBe(true);
    // The upload's share: the session, the database and re-encoding the image need the rest
    expect(performance.now() - started).toBeLessThan((DEFAULT_FUNCTION_TIMEOUT_SECONDS - 2) * 1000);
  }, 20_000);
});
