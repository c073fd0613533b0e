import { notFoundRoute, residentRoutes } from './public-routes.tsx';
import { recordPath, type RouteRecord } from './route-records.ts';
import { staffRoutes } from './staff-routes.tsx';

export * from './route-records.ts';

/**
 * Every route of the app, in matching order. The two routers (public-app.tsx, staff-app.tsx), the
 * guard and the shell's meta flags are built from these records only. A staff page declares
 * `access: 'staff'` or `'login'` (and `roles` where SPEC.md section 2 lists them). The records live
 * in two halves so that the residents' entry holds only the first: public-routes.tsx (residents) and
 * staff-routes.tsx, which only the staff app holds. Staff code imports {@link routePath} from here;
 * the residents' entry uses `publicRoutePath`.
 */
export const routes = [...residentRoutes, ...staffRoutes, notFoundRoute] as const satisfies readonly RouteRecord[];

export type RouteName = (typeof routes)[number]['name'];

/** The URL of a named top-level route, e.g. `routePath('Home', { gemeinde: 'musterstadt' })`. */
export function routePath(name: RouteName, params: Record<string, string | undefined> = {}): string {
  return recordPath(routes, name, params);
}
