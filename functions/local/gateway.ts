import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import sirv from 'sirv';
import { SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_TEXT } from '@baucheck/shared/error-texts';
import { API_BASE, MEDIA_BASE } from '@baucheck/shared/http';
import { LANDING_SHELL_FILE, spaDocumentFor, STAFF_DOCUMENT_FILE } from '@baucheck/shared/spa-documents';
import { negotiateEncoding } from '../src/lib/cdn-compression.ts';
import { withoutBody } from '../src/lib/head-answer.ts';
import { functionMemoryMb, functionTimeoutSeconds, type RouteDefinition } from '../src/lib/route.ts';
import { isServiceUnavailable } from '../src/lib/service-errors.ts';
import { DOCUMENT_CACHE_CONTROL, IMMUTABLE_CACHE_CONTROL, SPA_SECURITY_HEADERS } from '../src/lib/spa-headers.ts';
import { routeEntries } from '../src/routes.ts';
import type { BundledFunction } from './bundles.ts';
import { compressAnswer } from './compression.ts';
import { LocalFunction } from './local-function.ts';
import type { LocalMailbox } from './mailbox.ts';

/**
 * The local stand-in for CloudFront + API Gateway: `/api/*` requests become HTTP API payload 2.0
 * events for the handler module that the route table names; `/media/*` is served from the media
 * bucket; everything else is the built SPA with history fallback. A development adapter, not a
 * product feature; it follows what API Gateway does where a client could tell the difference, and
 * compresses what CloudFront compresses (src/lib/cdn-compression.ts): the SPA's files from the gzip and
 * Brotli copies the build writes beside them, the public API reads as they leave.
 */

const MAX_BODY_BYTES = 6 * 1024 * 1024; // Lambda's synchronous payload limit
const TEXT_CONTENT = /^(application\/(json|x-www-form-urlencoded|[\w.+-]+\+json)|text\/)/i;
const handlersDir = new URL('../src/handlers/', import.meta.url);
export const DEV_MAILBOX_PATH = '/__dev/mailbox/';

interface Target {
  routeId: string;
  route: RouteDefinition;
  routeKey: string;
}

const sendJson = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
};

/** The router of the API routes; like API Gateway it prefers a static path segment over a `{variable}`. */
export function buildRouter(entries: ReadonlyArray<readonly [string, RouteDefinition]> = routeEntries()) {
  const router = FindMyWay<FindMyWay.HTTPVersion.V1>({ ignoreTrailingSlash: false, caseSensitive: true });
  for (const [routeId, route] of entries) {
    const path = API_BASE + route.path.replace(/\{(\w+)\}/g, ':$1');
    // Like the HTTP API (infra/lib/api.ts): every GET route has a HEAD twin; the handler drops the body.
    const methods: HTTPMethod[] = route.method === 'GET' ? ['GET', 'HEAD'] : [route.method as HTTPMethod];
    for (const method of methods) {
      const target: Target = { routeId, route, routeKey: `${method} ${API_BASE}${route.path}` };
      router.on(method, path, () => undefined, target);
    }
  }
  return router;
}

/**
 * The request body; a RangeError past MAX_BODY_BYTES. The rest of a too large body is still read (and
 * dropped) rather than the stream destroyed, so that the 413 reaches the client on a connection it
 * can keep using; leaving the loop early would destroy the socket under the client's next request.
 */
async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk as Buffer);
  }
  if (size > MAX_BODY_BYTES) throw new RangeError('body too large');
  return Buffer.concat(chunks);
}

function toEvent(
  req: IncomingMessage,
  url: URL,
  target: Target,
  params: Record<string, string | undefined>,
  body: Buffer,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && name !== 'cookie') headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
  const cookies = req.headers.cookie
    ?.split(';')
    .map((pair) => pair.trim())
    .filter(Boolean);
  const isText = body.length === 0 || TEXT_CONTENT.test(headers['content-type'] ?? '');
  const now = new Date();
  return {
    version: '2.0',
    routeKey: target.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    ...(cookies?.length ? { cookies } : {}),
    headers,
    ...(url.searchParams.size > 0 ? { queryStringParameters: query } : {}),
    ...(Object.keys(params).length > 0 ? { pathParameters: params as Record<string, string> } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: target.routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length > 0
      ? { body: isText ? body.toString('utf8') : body.toString('base64'), isBase64Encoded: !isText }
      : { isBase64Encoded: false }),
  };
}

/** What API Gateway answers when the function failed or ran out of time (HTTP API, Lambda proxy). */
const FUNCTION_FAILED: APIGatewayProxyStructuredResultV2 = {
  statusCode: 500,
  headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  body: JSON.stringify({ message: 'Internal Server Error' }),
};

function writeResult(res: ServerResponse, result: APIGatewayProxyStructuredResultV2) {
  const headers: Record<string, string | string[]> = { ...(result.headers as Record<string, string>) };
  if (result.cookies?.length) headers['Set-Cookie'] = result.cookies;
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(result.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64') : (result.body ?? ''));
}

/**
 * The request with its `Accept-Encoding` reduced to the one coding the CDN would choose, or none: sirv
 * only looks for the words `br` and `gzip` in it, and would send Brotli to a client that refused it
 * with `br;q=0`.
 */
function withNegotiatedEncoding(req: IncomingMessage): IncomingMessage {
  const coding = negotiateEncoding(req.headers['accept-encoding']);
  if (coding) req.headers['accept-encoding'] = coding;
  else delete req.headers['accept-encoding'];
  return req;
}

export interface GatewayOptions {
  /** The built SPA (frontend/dist); without it only the API and media are served. */
  distDir: string;
  mediaBucket: string;
  /** The local dev mailbox, readable at /__dev/mailbox/?to=<address> (local stack only). */
  mailbox: LocalMailbox;
  /**
   * Run the synthesised bundles (bundles.ts) instead of the sources: by route id, each with its own
   * environment; `baseEnvironment` is what every function gets besides (the stand-ins' endpoints).
   */
  bundles?: { functions: Map<string, BundledFunction>; baseEnvironment: Record<string, string> };
}

export function createGateway({ distDir, mediaBucket, mailbox, bundles }: GatewayOptions): Server {
  const router = buildRouter();
  const functions = new Map<string, LocalFunction>();
  const functionOf = ({ routeId, route }: Target) => {
    let found = functions.get(routeId);
    if (!found) {
      const bundle = bundles?.functions.get(routeId);
      if (bundles && !bundle) throw new Error(`no synthesised function for route ${routeId}`);
      found = new LocalFunction({
        moduleUrl: bundle?.moduleUrl ?? new URL(`${route.handler}.ts`, handlersDir).href,
        functionName: route.handler,
        memoryMb: functionMemoryMb(route),
        timeoutMs: functionTimeoutSeconds(route) * 1000,
        ...(bundle && bundles ? { environment: { ...bundles.baseEnvironment, ...bundle.environment } } : {}),
      });
      functions.set(routeId, found);
    }
    return found;
  };

  const spaFiles = existsSync(join(distDir, 'index.html'))
    ? sirv(distDir, {
        single: true,
        etag: true,
        // The `.br` and `.gz` files of frontend/precompress.ts, each with its own length and ETag, and
        // `Vary: Accept-Encoding`; `withNegotiatedEncoding` tells sirv which one the client takes.
        brotli: true,
        gzip: true,
        setHeaders: (res, pathname) => {
          for (const [name, value] of Object.entries(SPA_SECURITY_HEADERS)) res.setHeader(name, value);
          res.setHeader(
            'Cache-Control',
            pathname.startsWith('/assets/') ? IMMUTABLE_CACHE_CONTROL : DOCUMENT_CACHE_CONTROL,
          );
        },
      })
    : (_req: IncomingMessage, res: ServerResponse) => {
        res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Die Oberfläche ist nicht gebaut. Bitte "npm run build" ausführen.');
      };
  // As the CDN's viewer-request function: the landing page's addresses get the prerendered landing
  // shell, staff pages the staff app's document; sirv's history fallback (`single`) answers every
  // other app route with index.html.
  // Looked up once, as before for the landing shell: a build from before a document existed keeps
  // index.html for its pages.
  const builtDocuments = new Set(
    [LANDING_SHELL_FILE, STAFF_DOCUMENT_FILE]
      .map((file) => `/${file}`)
      .filter((file) => existsSync(join(distDir, file))),
  );
  const serveSpa = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const document = spaDocumentFor(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (document && builtDocuments.has(document)) req.url = document;
    return spaFiles(req, res, next);
  };

  async function serveApi(req: IncomingMessage, res: ServerResponse, url: URL) {
    const method = (req.method ?? 'GET') as HTTPMethod;
    const found = router.find(method, url.pathname);
    if (!found) {
      const allowed = (['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] as const).filter((other) =>
        router.find(other, url.pathname),
      );
      if (allowed.length > 0) return sendJson(res, 405, { detail: 'Method Not Allowed' });
      return sendJson(res, 404, { detail: 'Not Found' });
    }
    let body: Buffer;
    try {
      body = await readBody(req);
    } catch {
      return sendJson(res, 413, { detail: 'Die Anfrage ist zu groß (höchstens 6 MB).' });
    }
    let target = found.store as Target;
    // Only the public reads sit behind a CDN behaviour that compresses (infra/lib/cdn.ts).
    const compressed = target.route.cache === 'public';
    const coding = compressed ? negotiateEncoding(req.headers['accept-encoding']) : undefined;
    // The CDN answers a HEAD from the GET it keeps: so the headers that depend on the body's encoding
    // (its length, Vary, the weak ETag of a compressed one) come from the GET's body here too.
    const headFromGet = method === 'HEAD' && compressed;
    if (headFromGet) target = { ...target, routeKey: target.routeKey.replace(/^HEAD /, 'GET ') };
    const event = toEvent(req, url, target, found.params, body);
    if (headFromGet) event.requestContext.http.method = 'GET';
    const outcome = await functionOf(target).invoke(event);
    if (outcome.kind === 'timeout') {
      console.error(
        `${event.requestContext.requestId} ${target.route.handler}: Task timed out after ${functionTimeoutSeconds(target.route)} seconds`,
      );
    } else if (outcome.kind === 'failed') {
      console.error(`${event.requestContext.requestId} ${target.route.handler}: ${outcome.error}`);
    }
    if (outcome.kind !== 'result') return writeResult(res, FUNCTION_FAILED);
    const answer = compressed ? await compressAnswer(outcome.result, coding) : outcome.result;
    writeResult(res, headFromGet ? withoutBody(answer) : answer);
  }

  async function serveMedia(res: ServerResponse, url: URL) {
    const key = decodeURIComponent(url.pathname.slice(MEDIA_BASE.length + 1));
    const { s3Client } = await import('../src/clients/s3.ts');
    try {
      const object = await s3Client.send(new GetObjectCommand({ Bucket: mediaBucket, Key: key }));
      res.writeHead(200, {
        'Content-Type': object.ContentType ?? 'application/octet-stream',
        ...(object.ContentLength === undefined ? {} : { 'Content-Length': String(object.ContentLength) }),
        'Cache-Control': IMMUTABLE_CACHE_CONTROL,
        'X-Content-Type-Options': 'nosniff',
      });
      (object.Body as Readable).pipe(res);
    } catch (error) {
      if (error instanceof NoSuchKey) return sendJson(res, 404, { detail: 'Not Found' });
      throw error;
    }
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === DEV_MAILBOX_PATH) return sendJson(res, 200, mailbox.to(url.searchParams.get('to') ?? ''));
    const work =
      url.pathname === API_BASE || url.pathname.startsWith(`${API_BASE}/`)
        ? serveApi(req, res, url)
        : url.pathname.startsWith(`${MEDIA_BASE}/`)
          ? serveMedia(res, url)
          : Promise.resolve(
              serveSpa(withNegotiatedEncoding(req), res, () => sendJson(res, 404, { detail: 'Not Found' })),
            );
    work.catch((error: unknown) => {
      console.error('gateway error', error);
      // As the handlers' error mapper: a stand-in that is down (s3rver behind /media) is a 503.
      if (res.headersSent) res.destroy();
      else if (isServiceUnavailable(error))
        sendJson(
          res,
          503,
          { detail: SERVICE_UNAVAILABLE_TEXT },
          { 'Retry-After': String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS) },
        );
      else sendJson(res, 500, { detail: 'Interner Serverfehler.' });
    });
  });
  // Closing the gateway ends the functions' worker threads, as the stack's end ends Lambda's.
  server.on('close', () => void Promise.all([...functions.values()].map((fn) => fn.stop())));
  return server;
}
