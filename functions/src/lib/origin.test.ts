import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_ENV } from './test-env.ts';

/*
 * Requests that go round the CDN to API Gateway's default endpoint: refused before anything runs,
 * since they passed no WAF and may name any client in CloudFront-Viewer-Address.
 */

const SECRET = 'ein-geheimer-wert-der-lang-genug-ist-0123456789';

async function probe(originSecret: string | undefined) {
  vi.resetModules();
  Object.assign(process.env, { ...TEST_ENV, POWERTOOLS_LOG_LEVEL: 'SILENT' });
  if (originSecret) process.env.ORIGIN_VERIFY_SECRET = originSecret;
  else delete process.env.ORIGIN_VERIFY_SECRET;
  const { createPublicHandler } = await import('./public-handler.ts');
  const ran = vi.fn(async () => ({ body: { ok: true } }) as never);
  const handler = createPublicHandler(
    {
      method: 'GET',
      path: '/probe/',
      handler: 'probe',
      auth: 'public',
      cache: 'private',
      summary: 'Probe',
      request: {},
      response: null,
    } as never,
    ran,
  );
  const call = (headers: Record<string, string>) =>
    handler(
      {
        version: '2.0',
        routeKey: 'GET /api/probe/',
        rawPath: '/api/probe/',
        rawQueryString: '',
        headers,
        isBase64Encoded: false,
        requestContext: { http: { method: 'GET', path: '/api/probe/', sourceIp: '203.0.113.1' }, requestId: 'r' },
      } as never,
      { awsRequestId: 'r' } as never,
    ) as Promise<{ statusCode: number; body: string }>;
  return { call, ran };
}

afterEach(() => {
  delete process.env.ORIGIN_VERIFY_SECRET;
});

describe('requests that did not come through the CDN', () => {
  it('are refused with 403 and a German text, and nothing runs', async () => {
    const { call, ran } = await probe(SECRET);
    const wrong: Array<Record<string, string>> = [
      {},
      { 'x-origin-verify': 'geraten' },
      { 'x-origin-verify': `${SECRET}x` },
    ];
    for (const headers of wrong) {
      const reply = await call({ ...headers, 'cloudfront-viewer-address': '198.51.100.7:443' });
      expect(reply.statusCode).toBe(403);
      expect(JSON.parse(reply.body)).toEqual({
        detail: 'Die BauCheck-API ist nur über die Adresse der Anwendung erreichbar.',
      });
    }
    expect(ran).not.toHaveBeenCalled();
    expect((await call({ 'x-origin-verify': SECRET })).statusCode).toBe(200);
    expect(ran).toHaveBeenCalledOnce();
  });

  it('pass where no CDN is configured (the local stack)', async () => {
    const { call } = await probe(undefined);
    expect((await call({})).statusCode).toBe(200);
  });
});
