import type { Level } from '@baucheck/shared/enums';
import type { ComponentType } from 'react';
import { generatePath } from 'react-router-dom';
import type { PublicQueryCache } from '#lib/public-queries.tsx';

/** What the shell shows around a page (SPEC.md section 2, "Route metadata flags"). */
export interface RouteMeta {
  showDrawer: boolean;
  showFooter: boolean;
  showNavbar: boolean;
}

/** Public pages: top bar and footer, no drawer. */
export const PUBLIC_PAGE: RouteMeta = { showDrawer: false, showFooter: true, showNavbar: true };
/** Sign-in, registration and password pages: the page alone (SPEC.md section 2). */
export const BARE_PAGE: RouteMeta = { showDrawer: false, showFooter: false, showNavbar: false };
/** Staff pages of the admin area: top bar, drawer and footer. */
export const ADMIN_PAGE: RouteMeta = { showDrawer: true, showFooter: true, showNavbar: true };

/**
 * Who a route is for, which decides what entering it does (the guard in route-guard.ts):
 * - `public` (the default): residents' pages. Entering makes no session call and sets no cookie.
 * - `staff`: staff pages open to everyone (sign-in, registration, password reset). Entering fetches
 *   the CSRF token.
 * - `login`: login required. Entering fetches the CSRF token and the current user (SPEC.md section 2,
 *   "Route guard"): with `roles`, a logged-out user or one whose level is not listed goes to Home;
 *   without `roles` the page renders either way and shows its own sign-in prompt to a logged-out user.
 */
export type RouteAccess = 'public' | 'staff' | 'login';

interface RouteRecordBase {
  /** Route name of SPEC.md section 2 ("Home", "Imprint", …); links are built from it with {@link routePath}. */
  name: string;
  /** react-router path; absolute at the top level, relative inside `children`. */
  path: string;
  meta: RouteMeta;
}

/** `roles` only exist on login routes, so a role list can never end up on a page without the guard. */
type RouteAccessFields =
  | { access?: 'public' | 'staff'; roles?: never }
  | {
      access: 'login';
      /** Levels allowed on the route; see {@link RouteAccess}. Carried into the route's `handle` as well. */
      roles?: readonly Level[];
    };

/** What a page record loads on first visit: a module whose default export is the page component. */
export type PageModule = () => Promise<{ default: ComponentType }>;

export type PageRouteRecord = RouteRecordBase &
  RouteAccessFields & {
    component: PageModule;
    /**
     * Starts the loads a residents' page needs when its address is opened directly (main.tsx), so that
     * they run while the page's module loads rather than after it.
     */
    preloadData?: (queries: PublicQueryCache) => void;
    children?: readonly RouteRecord[];
  };

export type RedirectRouteRecord = RouteRecordBase & { access?: 'public'; roles?: never; redirectTo: string };

export type RouteRecord = PageRouteRecord | RedirectRouteRecord;

/** The URL of the record called `name` among `records` (top level only), with its parameters filled in. */
export function recordPath<const Records extends readonly RouteRecord[]>(
  records: Records,
  name: Records[number]['name'],
  params: Record<string, string | undefined> = {},
): string {
  const route = records.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return generatePath(route.path, params);
}
