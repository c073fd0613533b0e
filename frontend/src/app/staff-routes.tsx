import { adminRoutes } from './admin-routes.tsx';
import { ADMIN_PAGE, BARE_PAGE, type RouteRecord } from './route-records.ts';

/**
 * The staff pages (access `staff` or `login`): sign-in, registration and password pages, the admin
 * area's entry and account list, and the admin routes. Only in the staff app (staff-app.tsx), which
 * the CDN serves for their addresses (STAFF_PATH in shared/src/spa-documents.ts).
 */
export const staffRoutes = [
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
] as const satisfies readonly RouteRecord[];
