import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { routeGuard } from './route-guard.ts';
import { staffLayoutRoute, toRouteObject } from './route-objects.tsx';
import { staffRoutes } from './staff-routes.tsx';

/**
 * The staff routes with their guards, in their layout route; loaded by the router on first use. The
 * query client is the app's, so the guard's current-user fetch fills the same cache the pages read.
 */
export function staffRouteObjects(queryClient: QueryClient): RouteObject[] {
  return [staffLayoutRoute(staffRoutes.map((record) => toRouteObject(record, (it) => routeGuard(it, queryClient))))];
}
