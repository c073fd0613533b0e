import type { RouteDefinition } from '@baucheck/functions/lib/route';
import { API_BASE } from '@baucheck/shared/http';

/** A route table entry: its id and its definition. */
export type RouteEntry = readonly [id: string, route: RouteDefinition];

const PATH_PARAMETER = /\{[^}]+\}/g;

/**
 * The HTTP API route path of a route. API Gateway rejects route keys that end in "/", so the key drops
 * the route table's trailing slash; the CDN strips it from requests before they reach the API
 * (see `edge-functions.ts`), and clients keep the trailing-slash URLs of the contract.
 */
export const httpApiPath = (route: Pick<RouteDefinition, 'path'>): string =>
  `${API_BASE}${route.path}`.replace(/(.)\/+$/, '$1');

/** The HTTP API route key (`GET /api/faqs/public`) of a route. */
export const httpApiRouteKey = (route: Pick<RouteDefinition, 'method' | 'path'>): string =>
  `${route.method} ${httpApiPath(route)}`;

/**
 * The CloudFront path pattern of a route, matched against the viewer's URL (with its trailing slash).
 * CloudFront knows no path parameters: each `{name}` becomes `*`, which matches any characters,
 * "/" included, so the pattern may also catch longer paths (checked by `publicCachePathPatterns`).
 */
export const cachePathPattern = (route: Pick<RouteDefinition, 'path'>): string =>
  `${API_BASE}${route.path.replace(PATH_PARAMETER, '*')}`;

/** CloudFront's path pattern semantics: `*` is any run of characters, `?` exactly one, matched case-sensitively. */
const patternMatcher = (pattern: string): RegExp =>
  new RegExp(
    `^${[...pattern]
      .map((char) => (char === '*' ? '.*' : char === '?' ? '.' : char.replace(/[.+^${}()|[\]\\/]/g, '\\$&')))
      .join('')}$`,
  );

/** A URL a client would send for a route, with a sample value for each path parameter. */
const sampleUrlPath = (route: RouteDefinition): string =>
  `${API_BASE}${route.path.replace(PATH_PARAMETER, 'sample-id')}`;

/**
 * The path patterns of the CDN's cached API behaviours, one per distinct pattern of the routes whose cache
 * policy is `public`, in route table order (CloudFront evaluates behaviours in order, before `/api/*`).
 *
 * A CloudFront behaviour cannot tell methods apart, and the cached behaviours forward no cookies. If a
 * pattern also matched a private route (another method on the same path, or a longer path caught by a
 * `*`), that route would lose its session cookies at the CDN, so this refuses such a route table at
 * synth time instead of breaking it in production.
 */
export function publicCachePathPatterns(routes: readonly RouteEntry[]): string[] {
  const patterns = new Map<string, string>();
  for (const [id, route] of routes) {
    if (route.cache !== 'public') continue;
    if (route.method !== 'GET') {
      throw new Error(`Route ${id}: only GET responses can be cached by the CDN, but ${route.method} is 'public'.`);
    }
    patterns.set(cachePathPattern(route), id);
  }
  for (const [pattern, publicId] of patterns) {
    const matcher = patternMatcher(pattern);
    for (const [id, route] of routes) {
      if (route.cache === 'private' && matcher.test(sampleUrlPath(route))) {
        throw new Error(
          `Route ${id} (${route.method} ${route.path}) is private, but the CDN's cached behaviour ${pattern} ` +
            `of the public route ${publicId} would also catch it and drop its cookies. Give the routes distinct paths.`,
        );
      }
    }
  }
  return [...patterns.keys()];
}
