import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  matchRoutes,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import { publicRoutes } from './public-routes.tsx';
import { shellRoute, SHELL_ROUTE_ID, toRouteObject, type GuardOf, type RouteHandle } from './route-objects.tsx';
import type { RouteRecord } from './route-records.ts';

export type { RouteHandle } from './route-objects.tsx';

/** Public pages have no guard: entering them makes no session call and sets no cookie. */
const noGuard: GuardOf = (record) => {
  if ((record.access ?? 'public') !== 'public') throw new Error(`${record.name} is no public route.`);
  return undefined;
};

interface AppRouting {
  /** The tree the router starts with: the shell around the public records. */
  routes: RouteObject[];
  /** Adds the staff routes (staff-route-objects.tsx) when a URL needs them. */
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
}

/**
 * The router's routes and their discovery. The public entry holds only the public records; the staff
 * routes, with their guards and PrimeReact layout, are loaded and added when a URL matches no public
 * route but "not found" (every staff URL does, as their paths share no public route's prefix; see
 * router.test.ts). So neither staff records nor the names of staff chunks are in the public entry, and
 * a resident's navigation never loads them. `publicRecords` replaces the public routes in tests.
 */
export function appRouting(queryClient: QueryClient, publicRecords: readonly RouteRecord[] = publicRoutes): AppRouting {
  const routes = [shellRoute(publicRecords.map((record) => toRouteObject(record, noGuard)))];
  let added = false;
  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
    const publicMatch = matchRoutes(routes, path)?.at(-1)?.route;
    if (added || (publicMatch && publicMatch.path !== '*')) return;
    const { staffRouteObjects } = await import('./staff-route-objects.tsx');
    patch(SHELL_ROUTE_ID, staffRouteObjects(queryClient));
    added = true;
  };
  return { routes, patchRoutesOnNavigation };
}

/**
 * The router of the app. `hydrate`: the page was prerendered (build/landing-shell.ts) and is to be
 * hydrated, so the router's first render must be that page, not the HydrateFallback. The route modules
 * the URL matches are therefore loaded first, and the (empty) hydration data tells the router that
 * its first matches are final: without it, a URL with parameters (`/home/lindenau`) would first wait
 * for route discovery (patchRoutesOnNavigation) and render the fallback meanwhile. Resolves to null
 * when the URL's page is not `hydrate` (e.g. /home/a/b, which the CDN also answers with the shell).
 */
export async function createAppRouter(queryClient: QueryClient, hydrate?: string) {
  const { routes, patchRoutesOnNavigation } = appRouting(queryClient);
  if (!hydrate) return createBrowserRouter(routes, { patchRoutesOnNavigation });
  const matches = matchRoutes(routes, window.location) ?? [];
  if ((matches.at(-1)?.route.handle as RouteHandle | undefined)?.name !== hydrate) return null;
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, { patchRoutesOnNavigation, hydrationData: { loaderData: {} } });
}
