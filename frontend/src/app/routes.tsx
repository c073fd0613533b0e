import { generatePath } from 'react-router-dom';
import { adminRoutes } from './admin-routes.tsx';
import { quickCheckRoutes } from './quick-check-routes.tsx';
import { ADMIN_PAGE, BARE_PAGE, PUBLIC_PAGE, type RouteRecord } from './route-records.ts';

export * from './route-records.ts';

/**
 * Every route of the app, in matching order. The router (router.tsx), the guard and the shell's meta
 * flags are built from this list only. A staff page declares `access: 'login'` (and `roles` where
 * SPEC.md section 2 lists them); its `component` import keeps its code out of the public entry.
 */
export const routes = [
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
  {
    name: 'Login',
    path: '/login',
    meta: BARE_PAGE,
    access: 'staff',
    component: () => import('#features/auth/routes/login.tsx'),
  },
  {
    name: 'Register',
    path: '/willkommen',
    meta: BARE_PAGE,
    access: 'staff',
    component: () => import('#features/auth/routes/register.tsx'),
  },
  {
    name: 'PasswordRequest',
    path: '/passwort-request',
    meta: BARE_PAGE,
    access: 'staff',
    component: () => import('#features/auth/routes/password-request.tsx'),
  },
  {
    name: 'PasswordReset',
    path: '/passwort',
    meta: BARE_PAGE,
    access: 'staff',
    component: () => import('#features/auth/routes/password-reset.tsx'),
  },
  {
    name: 'AdministrationPage',
    path: '/administration',
    meta: ADMIN_PAGE,
    access: 'login',
    component: () => import('#features/administration/routes/administration.tsx'),
  },
  {
    name: 'ListUsers',
    path: '/users',
    meta: ADMIN_PAGE,
    access: 'login',
    roles: ['Administrator'],
    component: () => import('#features/users/routes/list-users.tsx'),
  },
  ...adminRoutes,
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
