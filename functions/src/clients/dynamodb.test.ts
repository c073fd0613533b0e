import type * as LibDynamoDb from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isServiceUnavailable } from '#lib/service-errors';
import { silentServer } from '#lib/test-silent-server';
import { freePort } from '../../local/ports.ts';

const timed = async (work: Promise<unknown>) => {
  const started = performance.now();
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  return { error, ms: performance.now() - started };
};

describe('the DynamoDB client', () => {
  let silent: Awaited<ReturnType<typeof silentServer>>;
  let lib: typeof LibDynamoDb;

  beforeAll(async () => {
    silent = await silentServer();
    Object.assign(process.env, {
      AWS_REGION: 'eu-central-1',
      AWS_ACCESS_KEY_ID: 'test',
      AWS_SECRET_ACCESS_KEY: 'test',
      AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${silent.port}`,
    });
    lib = await import('@aws-sdk/lib-dynamodb');
  });

  afterAll(() => {
    silent.close();
  });

  it('gives up on a stalled database within about 3 s for a read and 5 s for a write, as unavailable', async () => {
    const { documentClient } = await import('./dynamodb.ts');
    const [read, write] = await Promise.all([
      timed(documentClient.send(new lib.GetCommand({ TableName: 't', Key: { pk: 'a', sk: 'b' } }))),
      timed(documentClient.send(new lib.PutCommand({ TableName: 't', Item: { pk: 'a', sk: 'b' } }))),
    ]);

    expect(isServiceUnavailable(read.error)).toBe(true);
    expect(read.ms).toBeLessThan(3_000);
    expect(isServiceUnavailable(write.error)).toBe(true);
    // Writes get the longer limit, and still fail within seconds.
    expect(write.ms).toBeGreaterThan(read.ms);
    expect(write.ms).toBeLessThan(5_000);
  });

  it('fails at once, as unavailable, when nothing listens', async () => {
    const port = await freePort();
    const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
    const { clientLimits } = await import('./limits.ts');
    const { DYNAMODB_READ_LIMITS } = await import('./dynamodb.ts');
    const client = lib.DynamoDBDocumentClient.from(
      new DynamoDBClient({ ...clientLimits(DYNAMODB_READ_LIMITS), endpoint: `http://127.0.0.1:${port}` }),
    );

    const read = await timed(client.send(new lib.GetCommand({ TableName: 't', Key: { pk: 'a', sk: 'b' } })));
    client.destroy();

    expect(isServiceUnavailable(read.error)).toBe(true);
    expect(read.ms).toBeLessThan(1_500);
  });
});
