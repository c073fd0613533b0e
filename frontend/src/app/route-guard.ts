import type { Level } from '@baucheck/shared/enums';
import { noteRefusedPage } from '#components/access-notice.tsx';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunction } from 'react-router-dom';
import { ensureCsrfToken } from '#lib/csrf.ts';
import { publicRoutePath } from './public-routes.tsx';
import type { RouteAccess } from './route-records.ts';

interface GuardedRoute {
  access?: RouteAccess;
  roles?: readonly Level[];
}

/**
 * The route guard of SPEC.md section 2 as a loader, so it runs before the page renders (no flash of
 * a page the user may not see) and in parallel with loading the page's code.
 *
 * - Public routes get no loader: no session call, no cookie.
 * - Staff and login routes start fetching the CSRF token (not awaited: the API client waits for it
 *   before the first state-changing call).
 * - Login routes fetch the current user; a failed fetch counts as logged out. With a role list, a
 *   logged-out user or a level not listed is sent to Home (a signed-in one with a notice why);
 *   without one the page renders in any case.
 */
export function routeGuard(route: GuardedRoute, queryClient: QueryClient): LoaderFunction | undefined {
  const access = route.access ?? 'public';
  if (access === 'public') return undefined;
  return async () => {
    void ensureCsrfToken();
    if (access !== 'login') return null;
    // Loaded on demand: the user schema (zod) stays out of the public pages' first load.
    const { fetchCurrentUser } = await import('#features/users/api/get-current-user.ts');
    const user = await fetchCurrentUser(queryClient);
    if (route.roles && (!user || !route.roles.includes(user.level))) {
      // Signed-in staff are told why they landed on Home (shown there by the shell's AccessNotice).
      if (user) noteRefusedPage(route.roles, user.level, publicRoutePath('Home'));
      throw redirect(publicRoutePath('Home'));
    }
    return null;
  };
}
