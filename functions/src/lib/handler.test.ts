import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { issueCsrfToken } from './csrf.ts';
import type { ApiHandler, createHandler as CreateHandler } from './handler.ts';
import { defineRoute } from './route.ts';
import { TEST_ENV } from './test-env.ts';

const SECRET = TEST_ENV.CSRF_SECRET;

const echoRoute = defineRoute({
  method: 'POST',
  path: '/echo/{item_id}/',
  handler: 'test/echo',
  auth: 'public',
  cache: 'private',
  summary: 'Test route',
  request: {
    path: z.object({ item_id: z.string().uuid() }),
    body: z.object({ name: z.string().min(1), count: z.number().int() }),
  },
  response: z.object({ name: z.string(), count: z.number() }),
});

const publicRoute = defineRoute({
  method: 'GET',
  path: '/public/',
  handler: 'test/public',
  auth: 'public',
  cache: 'public',
  summary: 'Test route',
  request: {},
  response: z.object({ hello: z.string() }),
});

const ITEM_ID = '3f0c1f5e-8a52-4a47-9d57-6a3c0bc9f8a1';
const context = { awsRequestId: 'aws-req', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

function event(overrides: Partial<APIGatewayProxyEventV2> & { method?: string } = {}): APIGatewayProxyEventV2 {
  const { method = 'POST', ...rest } = overrides;
  return {
    version: '2.0',
    routeKey: `${method} /api/echo/{item_id}/`,
    rawPath: `/api/echo/${ITEM_ID}/`,
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    pathParameters: { item_id: ITEM_ID },
    isBase64Encoded: false,
    requestContext: {
      requestId: 'req-123',
      http: { method, path: '/api/echo/', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
    } as APIGatewayProxyEventV2['requestContext'],
    ...rest,
  };
}

function withCsrf(base: APIGatewayProxyEventV2): APIGatewayProxyEventV2 {
  const token = issueCsrfToken(SECRET, null);
  return { ...base, cookies: [`csrftoken=${token}`], headers: { ...base.headers, 'x-csrf-token': token } };
}

const call = async (handler: ApiHandler, request: APIGatewayProxyEventV2) =>
  (await handler(request, context)) as APIGatewayProxyStructuredResultV2 & { body: string };

describe('createHandler', () => {
  // Imported after the environment is set: the logger reads its level at import.
  let createHandler: typeof CreateHandler;

  beforeAll(async () => {
    Object.assign(process.env, TEST_ENV);
    process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
    ({ createHandler } = await import('./handler.ts'));
  });

  it('passes validated input to the business function and answers 200 with JSON', async () => {
    const handler = createHandler(echoRoute, async ({ body, path }) => ({
      body: { name: `${body.name}@${path.item_id}`, count: body.count },
    }));
    const response = await call(handler, withCsrf(event({ body: JSON.stringify({ name: 'Carport', count: 2 }) })));
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ name: `Carport@${ITEM_ID}`, count: 2 });
    expect(response.headers?.['Cache-Control']).toBe('no-store');
  });

  it('answers malformed JSON with a FastAPI-shaped 422', async () => {
    const handler = createHandler(echoRoute, async () => ({ body: { name: 'x', count: 1 } }));
    const response = await call(handler, withCsrf(event({ body: '{"name": "Carport",' })));
    expect(response.statusCode).toBe(422);
    expect(JSON.parse(response.body)).toEqual({
      detail: [{ loc: ['body'], msg: 'Der Inhalt ist kein gültiges JSON.', type: 'json_invalid' }],
    });
  });

  it('lists every invalid field with its location, in German', async () => {
    const handler = createHandler(echoRoute, async () => ({ body: { name: 'x', count: 1 } }));
    const response = await call(
      handler,
      withCsrf(event({ pathParameters: { item_id: 'kein-uuid' }, body: JSON.stringify({ name: '', count: 'zwei' }) })),
    );
    expect(response.statusCode).toBe(422);
    const { detail } = JSON.parse(response.body) as { detail: Array<{ loc: string[]; msg: string }> };
    expect(detail.map((issue) => issue.loc)).toEqual([
      ['path', 'item_id'],
      ['body', 'name'],
      ['body', 'count'],
    ]);
    expect(detail[2]?.msg).toMatch(/Zahl|number/i);
    expect(detail[1]?.msg).not.toMatch(/too small/i);
  });

  it('refuses a state-changing request without a matching CSRF header with 403', async () => {
    let called = false;
    const handler = createHandler(echoRoute, async () => {
      called = true;
      return { body: { name: 'x', count: 1 } };
    });
    const body = JSON.stringify({ name: 'Carport', count: 2 });
    const noHeader = await call(handler, event({ body, cookies: [`csrftoken=${issueCsrfToken(SECRET, null)}`] }));
    const forged = await call(
      handler,
      event({
        body,
        cookies: ['csrftoken=abc.def'],
        headers: { 'content-type': 'application/json', 'x-csrf-token': 'abc.def' },
      }),
    );
    expect(noHeader.statusCode).toBe(403);
    expect(forged.statusCode).toBe(403);
    expect(JSON.parse(forged.body).detail).toMatch(/CSRF/);
    expect(called).toBe(false);
  });

  it('hides internals of an unexpected error behind a generic German 500 with the request id', async () => {
    const handler = createHandler(echoRoute, async () => {
      throw new Error('connection string postgres://secret@db');
    });
    const response = await call(handler, withCsrf(event({ body: JSON.stringify({ name: 'a', count: 1 }) })));
    expect(response.statusCode).toBe(500);
    const body = JSON.parse(response.body) as { detail: string; request_id: string };
    expect(body.detail).toMatch(/Interner Serverfehler/);
    expect(body.request_id).toBe('req-123');
    expect(response.body).not.toMatch(/secret|at .*\.ts/);
  });

  it('answers a backing service that is unreachable, timed out, throttled or failing with a German 503 and Retry-After', async () => {
    const failures: Error[] = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      Object.assign(new Error('a request has exceeded the configured 1200 ms requestTimeout'), {
        name: 'TimeoutError',
      }),
      Object.assign(new Error('Rate exceeded'), {
        name: 'ProvisionedThroughputExceededException',
        $fault: 'client',
        $metadata: { httpStatusCode: 400 },
      }),
      Object.assign(new Error('Internal server error'), {
        name: 'InternalServerError',
        $fault: 'server',
        $metadata: { httpStatusCode: 500 },
      }),
      new TypeError('fetch failed', {
        cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      }),
    ];
    for (const failure of failures) {
      const handler = createHandler(publicRoute, async () => {
        throw failure;
      });
      const response = await call(handler, event({ method: 'GET', body: undefined, pathParameters: undefined }));
      expect(response.statusCode, failure.message).toBe(503);
      expect(response.headers?.['Retry-After']).toBe('10');
      expect(response.headers?.['Cache-Control']).toBe('no-store');
      const body = JSON.parse(response.body) as { detail: string; request_id: string };
      expect(body.detail).toBe(
        'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in einigen Augenblicken erneut.',
      );
      expect(body.request_id).toBe('req-123');
      expect(response.body).not.toMatch(/ECONN|127\.0\.0\.1|Timeout|at .*\.ts/);
    }
  });

  it('keeps the 500 of a bug and of a request the service refused (no backing service to blame)', async () => {
    const bugs: Error[] = [
      new TypeError("Cannot read properties of undefined (reading 'pk')"),
      Object.assign(new Error('The conditional request failed'), {
        name: 'ConditionalCheckFailedException',
        $fault: 'client',
        $metadata: { httpStatusCode: 400 },
      }),
      Object.assign(new Error('Invalid UpdateExpression'), {
        name: 'ValidationException',
        $fault: 'client',
        $metadata: { httpStatusCode: 400 },
      }),
    ];
    for (const bug of bugs) {
      const handler = createHandler(publicRoute, async () => {
        throw bug;
      });
      const response = await call(handler, event({ method: 'GET', body: undefined, pathParameters: undefined }));
      expect(response.statusCode, bug.message).toBe(500);
      expect(response.headers?.['Retry-After']).toBeUndefined();
    }
  });

  it('answers an unsupported content type with 415', async () => {
    const handler = createHandler(echoRoute, async () => ({ body: { name: 'x', count: 1 } }));
    const base = withCsrf(event({ body: '<xml/>' }));
    const response = await call(handler, { ...base, headers: { ...base.headers, 'content-type': 'application/xml' } });
    expect(response.statusCode).toBe(415);
  });

  it('sends a raw reply (a PDF) base64-encoded with its content type and headers, never cached', async () => {
    // Prepare
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0xe4, 0x00, 0xff]);
    const handler = createHandler(echoRoute, async () => ({
      raw: { body: pdf.subarray(0, 6), contentType: 'application/pdf' },
      headers: { 'Content-Disposition': 'attachment; filename="a.pdf"' },
    }));
    // Act
    const response = await call(handler, withCsrf(event({ body: JSON.stringify({ name: 'a', count: 1 }) })));
    // Assess
    expect(response.statusCode).toBe(200);
    expect(response.isBase64Encoded).toBe(true);
    expect([...Buffer.from(response.body, 'base64')]).toEqual([0x25, 0x50, 0x44, 0x46, 0x2d, 0xe4]);
    expect(response.headers).toMatchObject({
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="a.pdf"',
      'Cache-Control': 'no-store',
    });
  });

  it('gives public responses an ETag and answers If-None-Match with 304', async () => {
    const handler = createHandler(publicRoute, async () => ({ body: { hello: 'Welt' } }));
    const first = await call(handler, event({ method: 'GET', headers: {} }));
    expect(first.headers?.['Cache-Control']).toMatch(/public.*s-maxage/);
    const etag = String(first.headers?.ETag);
    const second = await call(handler, event({ method: 'GET', headers: { 'if-none-match': etag } }));
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    const changed = await call(handler, event({ method: 'GET', headers: { 'if-none-match': '"other"' } }));
    expect(changed.statusCode).toBe(200);
  });

  it('keeps the shorter lifetime a handler gives a public answer, with its ETag', async () => {
    const handler = createHandler(publicRoute, async () => ({
      body: { hello: 'Welt' },
      headers: { 'Cache-Control': 'public, max-age=0, s-maxage=30' },
    }));
    const response = await call(handler, event({ method: 'GET', headers: {} }));
    expect(response.headers?.['Cache-Control']).toBe('public, max-age=0, s-maxage=30');
    expect(response.headers?.ETag).toBeDefined();
  });

  it('answers HEAD like GET without the body, stating the length the body would have', async () => {
    // Prepare
    const json = createHandler(publicRoute, async () => ({ body: { hello: 'Grüß Gott' } }));
    const pdf = createHandler(publicRoute, async () => ({
      raw: { body: new Uint8Array([0x25, 0x50, 0x44, 0x46]), contentType: 'application/pdf' },
    }));
    const get = await call(json, event({ method: 'GET', headers: {} }));
    // Act
    const head = await call(json, event({ method: 'HEAD', headers: {} }));
    const revalidated = await call(
      json,
      event({ method: 'HEAD', headers: { 'if-none-match': String(get.headers?.ETag) } }),
    );
    const binary = await call(pdf, event({ method: 'HEAD', headers: {} }));
    // Assess
    expect(head).toEqual({
      ...get,
      headers: { ...get.headers, 'Content-Length': String(Buffer.byteLength(get.body)) },
      body: '',
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers).not.toHaveProperty('Content-Length');
    expect(binary).toMatchObject({ statusCode: 200, body: '', headers: { 'Content-Length': '4' } });
    expect(binary.isBase64Encoded).toBeFalsy();
  });
});
