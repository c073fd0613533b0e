import middy from '@middy/core';
import httpSecurityHeaders from '@middy/http-security-headers';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as z from 'zod';
// Only the German locale: `z.locales` would bundle every language (~450 kB per function).
import de from 'zod/v4/locales/de.js';
import type { Session } from './auth/session.ts';
import { HttpError } from './errors.ts';
import { assertThroughCdn } from './origin.ts';
import { cacheHeaders } from './middleware/cache-headers.ts';
import { errorMapper, toValidationIssues } from './middleware/errors.ts';
import { requestLog } from './middleware/request-log.ts';
import type { RouteDefinition, RouteRequest } from './route.ts';
import { parseBody } from './parse-body.ts';
import { withoutBody } from './head-answer.ts';

// Validation messages in German, for every schema this container checks.
z.config(de());

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerInput<R extends RouteDefinition> {
  path: Parsed<R['request']['path']>;
  query: Parsed<R['request']['query']>;
  body: Parsed<R['request']['body']>;
  event: APIGatewayProxyEventV2;
  /** The signed-in user's session; always present on routes with `auth: 'user'`. */
  session: R['auth'] extends 'user' ? Session : Session | null;
}

export interface Reply<R extends RouteDefinition> {
  status?: number;
  body?: R['response'] extends z.ZodType ? z.input<R['response']> : never;
  /**
   * A binary body instead of JSON (a PDF): sent base64-encoded with `isBase64Encoded`, which API
   * Gateway (and the local gateway) decode into the raw bytes. Mind Lambda's 6 MB response limit.
   */
  raw?: { body: Uint8Array; contentType: string };
  headers?: Record<string, string>;
  cookies?: string[];
}

export type ApiHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/** Validates each request part that the route declares a schema for; every problem becomes one 422 issue. */
function parseInput<R extends RouteDefinition>(
  route: R,
  event: APIGatewayProxyEventV2,
): Pick<HandlerInput<R>, 'path' | 'query' | 'body'> {
  const parts: Record<keyof RouteRequest, unknown> = {
    path: event.pathParameters ?? {},
    query: event.queryStringParameters ?? {},
    body: route.request.body ? parseBody(event) : undefined,
  };
  const parsed: Record<string, unknown> = {};
  const issues = [];
  for (const part of ['path', 'query', 'body'] as const) {
    const schema = route.request[part];
    if (!schema) continue;
    const result = schema.safeParse(parts[part]);
    if (result.success) parsed[part] = result.data;
    else issues.push(...toValidationIssues(part, result.error));
  }
  if (issues.length > 0) throw new HttpError(422, issues);
  return parsed as Pick<HandlerInput<R>, 'path' | 'query' | 'body'>;
}

/**
 * What only some functions need, so that the others do not bundle it (lib/handler.ts brings all of it;
 * lib/public-handler.ts, for anonymous routes, none): the session, CSRF and level checks; running a
 * retried write once per Idempotency-Key; dropping the CDN copies of the public reads a write changed.
 */
export interface HandlerExtensions {
  authorize?: (route: RouteDefinition, event: APIGatewayProxyEventV2) => Promise<Session | null>;
  runOnce?: <T>(
    route: RouteDefinition,
    call: { event: APIGatewayProxyEventV2; context: Context; session: Session | null; request: unknown },
    work: () => Promise<T>,
  ) => Promise<T>;
  invalidate?: (route: RouteDefinition) => Promise<void>;
}

/**
 * Wraps a route's business function into a Lambda handler: the extensions' checks (session, CSRF,
 * levels: 401/403), validation (422), error mapping to FastAPI's shapes, security and cache headers
 * from the route table, and a structured log line per request. The business function sees only typed input.
 */
export function buildHandler<R extends RouteDefinition>(
  route: R,
  run: (input: HandlerInput<R>) => Promise<Reply<R>>,
  extensions: HandlerExtensions,
): ApiHandler {
  const core = async (event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyStructuredResultV2> => {
    assertThroughCdn(event);
    const session = extensions.authorize ? await extensions.authorize(route, event) : null;
    const input = { ...parseInput(route, event), event, session } as HandlerInput<R>;
    const reply = extensions.runOnce
      ? await extensions.runOnce(
          route,
          { event, context, session, request: { path: input.path, body: input.body } },
          () => run(input),
        )
      : await run(input);
    await extensions.invalidate?.(route);
    const cookies = [...(session?.renewedCookies ?? []), ...(reply.cookies ?? [])];
    if (reply.raw) {
      return {
        statusCode: reply.status ?? 200,
        headers: { 'Content-Type': reply.raw.contentType, ...reply.headers },
        ...(cookies.length > 0 ? { cookies } : {}),
        body: Buffer.from(reply.raw.body.buffer, reply.raw.body.byteOffset, reply.raw.body.byteLength).toString(
          'base64',
        ),
        isBase64Encoded: true,
      };
    }
    const status = reply.status ?? (reply.body === undefined ? 204 : 200);
    return {
      statusCode: status,
      headers: {
        ...(reply.body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
        ...reply.headers,
      },
      ...(cookies.length > 0 ? { cookies } : {}),
      body: reply.body === undefined ? '' : JSON.stringify(reply.body),
    };
  };
  const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>(core)
    .use(requestLog())
    .use(httpSecurityHeaders())
    .use(errorMapper())
    .use(cacheHeaders(route.cache)) as unknown as ApiHandler;
  // HEAD reaches only GET routes (the HTTP API and the local gateway give each GET route a HEAD twin).
  return async (event, context) => {
    const result = await handler(event, context);
    return event.requestContext.http.method === 'HEAD' ? withoutBody(result) : result;
  };
}
