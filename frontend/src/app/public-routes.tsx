import { quickCheckRoutes } from './quick-check-routes.tsx';
import { PUBLIC_PAGE, recordPath, type RouteRecord } from './route-records.ts';

/** Landing, information pages and the quick check: the residents' pages besides "not found". */
export const residentRoutes = [
  { name: 'Root', path: '/', meta: PUBLIC_PAGE, redirectTo: '/home' },
  ...quickCheckRoutes,
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
  // The German addresses people type or find on printed material lead to the same pages.
  { name: 'ImprintGerman', path: '/impressum', meta: PUBLIC_PAGE, redirectTo: '/imprint' },
  { name: 'DataPrivacyGerman', path: '/datenschutz', meta: PUBLIC_PAGE, redirectTo: '/data-privacy' },
] as const satisfies readonly RouteRecord[];

/** Anything no other route matched (in the residents' entry, unless it is a staff page: public-app.tsx). */
export const notFoundRoute = {
  name: 'NotFound',
  path: '*',
  meta: PUBLIC_PAGE,
  component: () => import('#features/pages/routes/not-found.tsx'),
} as const satisfies RouteRecord;

/**
 * Everything a resident can reach, for links built in code the residents' entry holds. The staff
 * routes (staff-routes.tsx) are in the staff app only (staff-app.tsx, staff.html).
 */
export const publicRoutes = [...residentRoutes, notFoundRoute] as const satisfies readonly RouteRecord[];

export type PublicRouteName = (typeof publicRoutes)[number]['name'];

/** The URL of a named public route, for the shell and other code of the public entry. */
export function publicRoutePath(name: PublicRouteName, params: Record<string, string | undefined> = {}): string {
  return recordPath(publicRoutes, name, params);
}
