import type { Level } from '@baucheck/shared/enums';
import type { ComponentType } from 'react';
import { generatePath } from 'react-router-dom';

/** What the shell shows around a page (SPEC.md section 2, "Route metadata flags"). */
export interface RouteMeta {
  showDrawer: boolean;
  showFooter: boolean;
  showNavbar: boolean;
}

/** Public pages: top bar and footer, no drawer. */
export const PUBLIC_PAGE: RouteMeta = { showDrawer: false, showFooter: true, showNavbar: true };

interface RouteRecordBase {
  /** Route name of SPEC.md section 2 ("Home", "Imprint", …); links are built from it with {@link routePath}. */
  name: string;
  /** react-router path; absolute at the top level, relative inside `children`. */
  path: string;
  meta: RouteMeta;
  /**
   * Levels allowed on the route: a logged-out user or one whose level is not listed goes to Home
   * (SPEC.md section 2, "Route guard"). Carried into the route's `handle` (router.tsx), where the
   * guard added with the login issue reads it; public routes have none.
   */
  roles?: readonly Level[];
}

export interface PageRouteRecord extends RouteRecordBase {
  /** Loads the page module on first visit; its default export is the page component. */
  component: () => Promise<{ default: ComponentType }>;
  children?: readonly RouteRecord[];
}

export interface RedirectRouteRecord extends RouteRecordBase {
  redirectTo: string;
}

export type RouteRecord = PageRouteRecord | RedirectRouteRecord;

/**
 * Every route of the app, in matching order. The router (router.tsx) and the shell's meta flags are
 * built from this list only. Admin pages are added here too: their `component` import keeps their
 * code out of the public entry.
 */
export const routes = [
  { name: 'Root', path: '/', meta: PUBLIC_PAGE, redirectTo: '/home' },
  {
    name: 'Home',
    path: '/home/:gemeinde?',
    meta: PUBLIC_PAGE,
    component: () => import('#features/pages/routes/home.tsx'),
  },
  {
    name: 'Imprint',
    path: '/imprint',
    meta: PUBLIC_PAGE,
    component: () => import('#features/pages/routes/imprint.tsx'),
  },
  {
    name: 'DataPrivacy',
    path: '/data-privacy',
    meta: PUBLIC_PAGE,
    component: () => import('#features/pages/routes/data-privacy.tsx'),
  },
  // Keep last: anything no other route matched.
  {
    name: 'NotFound',
    path: '*',
    meta: PUBLIC_PAGE,
    component: () => import('#features/pages/routes/not-found.tsx'),
  },
] as const satisfies readonly RouteRecord[];

export type RouteName = (typeof routes)[number]['name'];

/** The URL of a named top-level route, e.g. `routePath('Home', { gemeinde: 'musterstadt' })`. */
export function routePath(name: RouteName, params: Record<string, string | undefined> = {}): string {
  const route = routes.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return generatePath(route.path, params);
}
