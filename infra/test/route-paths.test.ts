import type { RouteDefinition } from '@baucheck/functions/lib/route';
import { describe, expect, it } from 'vitest';
import {
  cachePathPattern,
  httpApiPath,
  httpApiRouteKey,
  publicCachePathPatterns,
  type RouteEntry,
} from '../lib/route-paths.ts';

const route = (overrides: Partial<RouteDefinition>): RouteDefinition => ({
  method: 'GET',
  path: '/faqs/public/',
  handler: 'faqs/list-public',
  auth: 'public',
  cache: 'public',
  summary: 'Test.',
  request: {},
  response: null,
  ...overrides,
});

describe('httpApiPath', () => {
  it('prefixes the API base and drops the trailing slash that HTTP API route keys cannot have', () => {
    expect(httpApiPath({ path: '/faqs/public/' })).toBe('/api/faqs/public');
    expect(httpApiPath({ path: '/quick-checks/checks/{reference_unit_id}/{group}/' })).toBe(
      '/api/quick-checks/checks/{reference_unit_id}/{group}',
    );
    expect(httpApiPath({ path: '/users/me' })).toBe('/api/users/me');
    expect(httpApiRouteKey({ method: 'PATCH', path: '/faqs/{chapter_id}/' })).toBe('PATCH /api/faqs/{chapter_id}');
  });
});

describe('cachePathPattern', () => {
  it('keeps the trailing slash the viewer sends and turns path parameters into *', () => {
    expect(cachePathPattern({ path: '/faqs/public/' })).toBe('/api/faqs/public/');
    expect(cachePathPattern({ path: '/quick-checks/checks/{reference_unit_id}/{group}/' })).toBe(
      '/api/quick-checks/checks/*/*/',
    );
  });
});

describe('publicCachePathPatterns', () => {
  it('lists one pattern per public path, in route table order, and none for private routes', () => {
    // Prepare
    const routes: RouteEntry[] = [
      ['csrf', route({ path: '/csrf/', cache: 'private' })],
      ['faqs', route({ path: '/faqs/public/' })],
      ['check', route({ path: '/quick-checks/checks/{reference_unit_id}/{group}/' })],
      ['checkAgain', route({ path: '/quick-checks/checks/{id}/{other}/' })],
      ['updateFaq', route({ method: 'PATCH', path: '/faqs/{chapter_id}/', cache: 'private' })],
    ];
    // Act
    const patterns = publicCachePathPatterns(routes);
    // Assess
    expect(patterns).toEqual(['/api/faqs/public/', '/api/quick-checks/checks/*/*/']);
  });

  it('refuses a public route whose pattern also catches a private route (it would lose its cookies)', () => {
    const sameMethodLongerPath: RouteEntry[] = [
      ['check', route({ path: '/quick-checks/checks/{reference_unit_id}/{group}/' })],
      ['stats', route({ method: 'POST', path: '/quick-checks/checks/{id}/results/stats/', cache: 'private' })],
    ];
    expect(() => publicCachePathPatterns(sameMethodLongerPath)).toThrow(/Route stats .* is private/);

    const otherMethodSamePath: RouteEntry[] = [
      ['listProducts', route({ path: '/products/' })],
      ['createProduct', route({ method: 'POST', path: '/products/', cache: 'private' })],
    ];
    expect(() => publicCachePathPatterns(otherMethodSamePath)).toThrow(/createProduct/);
  });

  it('refuses a public route that is not a GET', () => {
    expect(() => publicCachePathPatterns([['login', route({ method: 'POST', path: '/auth/login' })]])).toThrow(
      /only GET/,
    );
  });

  it('treats pattern characters of CloudFront literally where they are not wildcards', () => {
    // A "." in a path must not match any character.
    const routes: RouteEntry[] = [
      ['openapi', route({ path: '/openapi.json' })],
      ['other', route({ path: '/openapiXjson', cache: 'private' })],
    ];
    expect(publicCachePathPatterns(routes)).toEqual(['/api/openapi.json']);
  });
});
