import { createHash } from 'node:crypto';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { CachePolicy } from '../route.ts';

/**
 * Lifetimes of a public read, in seconds. Browsers revalidate after a minute; the CDN keeps a copy for
 * five and may serve a stale one for a day while it refreshes, so a spike of residents hits the CDN, not
 * the functions; and for a day while the API fails (a 5xx, e.g. the 503 of an unreachable database, or no
 * answer), so residents keep running the check they loaded. The CDN's cache policy must keep copies that
 * long (infra/lib/cdn.ts derives its maximum TTL from these).
 */
export const PUBLIC_CACHE_SECONDS = {
  browser: 60,
  cdn: 300,
  staleWhileRevalidate: 86_400,
  staleIfError: 86_400,
} as const;
export const PUBLIC_CACHE_CONTROL = [
  'public',
  `max-age=${PUBLIC_CACHE_SECONDS.browser}`,
  `s-maxage=${PUBLIC_CACHE_SECONDS.cdn}`,
  `stale-while-revalidate=${PUBLIC_CACHE_SECONDS.staleWhileRevalidate}`,
  `stale-if-error=${PUBLIC_CACHE_SECONDS.staleIfError}`,
].join(', ');
export const PRIVATE_CACHE_CONTROL = 'no-store';

const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** The entity tags an If-None-Match header names, each without its weak prefix (compared weakly). */
export const entityTagsOf = (ifNoneMatch: string | undefined): string[] =>
  ifNoneMatch?.split(',').map((candidate) => candidate.trim().replace(/^W\//, '')) ?? [];

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  entityTagsOf(ifNoneMatch).some((candidate) => candidate === etag || candidate === '*');

/**
 * Sets Cache-Control from the route's policy (a public 200 keeps a lifetime its handler set); public 200s
 * get an ETag (the handler's own, when it knows one without hashing the body, else the body's hash) and
 * answer If-None-Match with 304. A public handler may answer 304 itself (from its ETag alone): that
 * answer is as cacheable as the 200.
 */
export const cacheHeaders = (
  policy: CachePolicy,
): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> => ({
  name: 'cache-headers',
  after: (request) => {
    const response = request.response;
    if (!response) return;
    response.headers ??= {};
    if (policy === 'public' && response.statusCode === 304) {
      response.headers['Cache-Control'] = PUBLIC_CACHE_CONTROL;
      return;
    }
    if (policy === 'private' || response.statusCode !== 200 || typeof response.body !== 'string') {
      response.headers['Cache-Control'] ??= PRIVATE_CACHE_CONTROL;
      return;
    }
    const own = response.headers.ETag;
    const etag = typeof own === 'string' ? own : etagOf(response.body);
    // A handler may shorten a public answer's lifetime (a degraded answer, e.g. the geoservice's when a
    // service did not answer), never make it private: the route's policy decides the CDN behaviour.
    response.headers['Cache-Control'] ??= PUBLIC_CACHE_CONTROL;
    response.headers.ETag = etag;
    if (matches(request.event.headers['if-none-match'], etag)) {
      request.response = { statusCode: 304, headers: response.headers, body: '' };
    }
  },
});
