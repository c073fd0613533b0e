import { API_BASE } from '@baucheck/shared/http';
import { describe, expect, it } from 'vitest';
import type { RouteDefinition } from '../src/lib/route.ts';
import { publicReferenceUnitRoutes } from '../src/routes/public-reference-units.ts';
import { routeEntries } from '../src/routes.ts';
import { buildRouter } from './gateway.ts';

describe("the local gateway's router", () => {
  it('leads every path of the route table to its own route, a static segment winning over a {variable}', () => {
    // Prepare: the route table, with a staff route of one unit by id beside the residents' static
    // `/reference-units/search/` and `/by-slug/…` (API Gateway, too, prefers the static segment)
    const entries: Array<readonly [string, RouteDefinition]> = routeEntries();
    const byId = /^\/reference-units\/\{\w+\}\/$/;
    if (!entries.some(([, route]) => route.method === 'GET' && byId.test(route.path))) {
      entries.push(['unitById', { ...publicReferenceUnitRoutes.searchReferenceUnits, path: '/reference-units/{id}/' }]);
    }

    // Act
    const router = buildRouter(entries);
    const routeOf = (method: string, path: string) =>
      (router.find(method as 'GET', `${API_BASE}${path}`)?.store as { routeId: string } | undefined)?.routeId;

    // Assess
    for (const [id, route] of entries) {
      expect(
        routeOf(route.method, route.path.replace(/\{\w+\}/g, 'ags-09900001')),
        `${route.method} ${route.path}`,
      ).toBe(id);
    }
    expect(routeOf('GET', '/reference-units/search/')).toBe('searchReferenceUnits');
    expect(routeOf('GET', '/reference-units/by-slug/lindenau/')).toBe('getReferenceUnitBySlug');
    expect(routeOf('GET', '/reference-units/with-checks/')).toBe('listReferenceUnitsWithChecks');
  });
});
