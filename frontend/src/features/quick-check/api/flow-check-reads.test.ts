import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicRoutes } from '#app/public-routes.tsx';
import { apiUrl } from '#lib/api-url.ts';
import { PublicQueryCache } from '#lib/public-queries.tsx';
import { jsonResponse } from '../../../testing/render.tsx';
import { INITIAL_FLOW_STATE } from '../utils/flow-state.ts';
import { resetFlowStoreForTests, updateFlow } from '../utils/flow-store.ts';
import { flowCheckPaths, flowPageAt } from './flow-check-reads.ts';

/** An address of a route pattern: its required parameters filled, its optional ones left out. */
const addressOf = (pattern: string) => pattern.replace(/\/:\w+\?/g, '').replace(/:\w+/g, 'abc-1');

describe('what the pages that open on the flow’s check read first', () => {
  it('knows the flow’s pages by their address, also embedded, as the router matches them', () => {
    const slides = { page: 'slides', embedded: false };
    expect(flowPageAt('/quick-check/slides')).toEqual(slides);
    expect(flowPageAt('/quick-check/slides/')).toEqual(slides);
    expect(flowPageAt('/Quick-Check/Slides')).toEqual(slides);
    expect(flowPageAt('/quick-check/result/0b9e7c1e-1')).toEqual({ page: 'result', embedded: false });
    expect(flowPageAt('/embed/quick-check/result/0b9e7c1e-1')).toEqual({ page: 'result', embedded: true });
    expect(flowPageAt('/embed/quick-check/slides')).toEqual({ page: 'slides', embedded: true });
    expect(flowPageAt('/embed/quick-check/data-protection/lindenau')).toEqual({
      page: 'dataProtection',
      embedded: true,
    });
    expect(flowPageAt('/quick-check/reference-unit/gartenhaus')).toEqual({ page: 'referenceUnit', embedded: false });
    expect(flowPageAt('/quick-check/start/lindenau/0b9e7c1e')).toEqual({ page: 'start', embedded: false });
    expect(flowPageAt('/embed/home')).toEqual({ page: 'home', embedded: true });
    expect(flowPageAt('/quick-check/result/')).toBeNull();
    expect(flowPageAt('/quick-check/reference-unit')).toBeNull();
    expect(flowPageAt('/quick-check/start/a/b/c')).toBeNull();
    expect(flowPageAt('/impressum')).toBeNull();
    expect(flowPageAt('/embedded/quick-check/slides')).toBeNull();
  });

  it('reads the check once a unit and a project type are chosen, the partner product and the top bar’s municipality', () => {
    expect(flowCheckPaths(INITIAL_FLOW_STATE, { page: 'slides', embedded: false })).toEqual([]);
    const chosen = { ...INITIAL_FLOW_STATE, group: 'gartenhaus' as const, referenceUnitId: 'unit lindenau' };
    expect(flowCheckPaths(chosen, { page: 'slides', embedded: false })).toEqual([
      '/quick-checks/checks/unit%20lindenau/gartenhaus/',
    ]);
    const full = { ...chosen, productId: 'p-1', gemeinde: 'Lindenau' };
    expect(flowCheckPaths(full, { page: 'result', embedded: false })).toEqual([
      '/quick-checks/checks/unit%20lindenau/gartenhaus/',
      '/quick-checks/products/p-1/',
      '/reference-units/by-slug/lindenau/',
    ]);
    // The embed frame has no top bar; the steps before the slides show no check
    expect(flowCheckPaths(full, { page: 'referenceUnit', embedded: false })).toEqual([]);
    expect(flowCheckPaths(full, { page: 'result', embedded: true })).toEqual([
      '/quick-checks/checks/unit%20lindenau/gartenhaus/',
      '/quick-checks/products/p-1/',
    ]);
  });

  describe('agrees with the pages’ own preloads (route records’ preloadData)', () => {
    const fetchMock = vi.fn<typeof fetch>();
    beforeEach(() => {
      vi.stubGlobal('fetch', fetchMock);
      fetchMock.mockImplementation(async () => jsonResponse({}));
      resetFlowStoreForTests();
      updateFlow({
        group: 'solaranlage_gebaeudeabhaengig',
        referenceUnitId: 'unit-x',
        productId: 'p-9',
        gemeinde: 'Lindenau',
      });
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      fetchMock.mockReset();
      sessionStorage.clear();
      resetFlowStoreForTests();
    });

    it.each(publicRoutes.map((route) => [route.name, route] as const))('%s', (_name, route) => {
      // Act (the reads start synchronously, which main.tsx relies on when it ends the early reads)
      const preload = 'preloadData' in route ? route.preloadData : undefined;
      preload?.(new PublicQueryCache({ retries: false, gcTime: Infinity }));

      // Assess: a page that preloads the flow's check is one the early reads serve, with the same reads
      const asked = fetchMock.mock.calls.map(([url]) => String(url));
      const at = flowPageAt(addressOf(route.path));
      const early = at ? flowCheckPaths(updateFlow({}), at).map((path) => apiUrl(path)) : [];
      expect(asked).toEqual(early);
      expect(preload !== undefined).toBe(early.length > 0);
    });
  });
});
