import { createHash } from 'node:crypto';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { CachePolicy } from '../route.ts';

/**
 * Browsers revalidate after a minute; the CDN keeps a copy for five and may serve a stale one for a
 * day while it refreshes, so a spike of residents hits the CDN, not the functions.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400';
export const PRIVATE_CACHE_CONTROL = 'no-store';

const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch
    ?.split(',')
    .some((candidate) => candidate.trim().replace(/^W\//, '') === etag || candidate.trim() === '*') ?? false;

/** Sets Cache-Control from the route's policy; public 200s get an ETag and answer If-None-Match with 304. */
export const cacheHeaders = (
  policy: CachePolicy,
): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> => ({
  name: 'cache-headers',
  after: (request) => {
    const response = request.response;
    if (!response) return;
    response.headers ??= {};
    if (policy === 'private' || response.statusCode !== 200 || typeof response.body !== 'string') {
      response.headers['Cache-Control'] ??= PRIVATE_CACHE_CONTROL;
      return;
    }
    const etag = etagOf(response.body);
    response.headers['Cache-Control'] = PUBLIC_CACHE_CONTROL;
    response.headers.ETag = etag;
    if (matches(request.event.headers['if-none-match'], etag)) {
      request.response = { statusCode: 304, headers: response.headers, body: '' };
    }
  },
});
