import type { CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { TEST_ENV } from './test-env.ts';

const BASE_ENV = { ...TEST_ENV, POWERTOOLS_LOG_LEVEL: 'SILENT' };

/** CloudFront as the module sees it: records each command's input, or fails when told to. */
function fakeCloudFront(fail = false) {
  const sent: Array<CreateInvalidationCommand['input']> = [];
  const send = vi.fn(async (command: CreateInvalidationCommand) => {
    sent.push(command.input);
    if (fail) throw new Error('Rate exceeded');
    return {};
  });
  vi.doMock('#clients/cloudfront', () => ({ cloudFrontClient: { send } }));
  return sent;
}

/** Fresh modules per case: the config is read once per container, as in Lambda. */
async function load(distributionId: string | undefined) {
  vi.resetModules();
  Object.assign(process.env, BASE_ENV);
  if (distributionId) process.env.CDN_DISTRIBUTION_ID = distributionId;
  else delete process.env.CDN_DISTRIBUTION_ID;
  return {
    ...(await import('./cdn-invalidation.ts')),
    ...(await import('./handler.ts')),
  };
}

describe('invalidatePublicReads', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    vi.doUnmock('#clients/cloudfront');
    delete process.env.CDN_DISTRIBUTION_ID;
  });

  it('drops the cached quick-check, reference-unit, site-lookup and FAQ reads of the distribution, with a fresh reference each time', async () => {
    const sent = fakeCloudFront();
    const { invalidatePublicReads } = await load('E2DEMO');
    await invalidatePublicReads(['quick-checks', 'quick-checks']);
    await invalidatePublicReads(['faqs']);
    await invalidatePublicReads(['geoservice']);
    expect(sent.map((input) => [input?.DistributionId, input?.InvalidationBatch?.Paths])).toEqual([
      ['E2DEMO', { Quantity: 2, Items: ['/api/quick-checks*', '/api/reference-units*'] }],
      ['E2DEMO', { Quantity: 1, Items: ['/api/faqs/public*'] }],
      // A Land's geodata services: its residents' site lookups, not every Gemeinde's checks
      ['E2DEMO', { Quantity: 1, Items: ['/api/quick-checks/geoservice*'] }],
    ]);
    expect(sent[0]?.InvalidationBatch?.CallerReference).not.toBe(sent[1]?.InvalidationBatch?.CallerReference);
  });

  it('drops only the checks of the Gemeinde whose local value changed, and all checks for a Land’s', async () => {
    const sent = fakeCloudFront();
    const { invalidatePublicReads, localValueReach } = await load('E2DEMO');
    await invalidatePublicReads([localValueReach({ id: 'unit-a1', kind: 'Gemeinde' })]);
    await invalidatePublicReads([localValueReach({ id: 'unit-bayern', kind: 'Land' })]);
    expect(sent.map((input) => input?.InvalidationBatch?.Paths?.Items)).toEqual([
      // Not `unit-a1*`, which would also cover unit-a10's
      ['/api/quick-checks/checks/unit-a1/*'],
      ['/api/quick-checks*', '/api/reference-units*'],
    ]);
  });

  it('does nothing where no distribution is configured (the local stack)', async () => {
    const sent = fakeCloudFront();
    const { invalidatePublicReads } = await load(undefined);
    await invalidatePublicReads(['faqs']);
    expect(sent).toEqual([]);
  });

  it('keeps a saved change successful when CloudFront refuses the invalidation', async () => {
    const sent = fakeCloudFront(true);
    const { invalidatePublicReads } = await load('E2DEMO');
    await expect(invalidatePublicReads(['faqs'])).resolves.toBeUndefined();
    expect(sent).toHaveLength(1);
  });

  it('invalidates after a successful call of a route that declares it, and not after a failed one', async () => {
    const sent = fakeCloudFront();
    const { createHandler } = await load('E2DEMO');
    const route = {
      method: 'GET',
      path: '/probe/',
      handler: 'probe',
      auth: 'public',
      cache: 'private',
      invalidates: ['faqs'],
      summary: 'Probe',
      request: { query: z.object({ fail: z.enum(['ja']).optional() }) },
      response: null,
    } as const;
    const handler = createHandler(route, async () => ({}));
    const call = (query: Record<string, string>) =>
      handler(
        {
          version: '2.0',
          routeKey: 'GET /probe',
          rawPath: '/api/probe/',
          rawQueryString: '',
          headers: {},
          queryStringParameters: query,
          isBase64Encoded: false,
          requestContext: { http: { method: 'GET', path: '/api/probe/', sourceIp: '127.0.0.1' }, requestId: 'r' },
        } as never,
        { awsRequestId: 'r' } as never,
      );
    expect((await call({ fail: 'nein' })).statusCode).toBe(422);
    expect(sent).toEqual([]);
    expect((await call({})).statusCode).toBe(204);
    expect(sent.map((input) => input?.InvalidationBatch?.Paths?.Items)).toEqual([['/api/faqs/public*']]);
  });
});
