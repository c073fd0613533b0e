import type { Level } from '@baucheck/shared/enums';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PageLoading } from '#components/page-loading.tsx';
import { routeGuard } from './route-guard.ts';
import { routes, type RouteAccess, type RouteMeta, type RouteRecord } from './routes.tsx';
import { AppShell } from './shell/app-shell.tsx';
import { RouteError } from './shell/route-error.tsx';

/** Stored as each route's `handle`, so the shell and guards can read it from `useMatches()`. */
export interface RouteHandle {
  name: string;
  meta: RouteMeta;
  access: RouteAccess;
  roles?: readonly Level[];
}

/** One record of routes.tsx as a react-router route, with the guard of its `access` and `roles` as loader. */
export function toRouteObject(record: RouteRecord, queryClient: QueryClient): RouteObject {
  const handle: RouteHandle = {
    name: record.name,
    meta: record.meta,
    access: record.access ?? 'public',
    roles: record.roles,
  };
  if ('redirectTo' in record) {
    return { path: record.path, handle, element: <Navigate to={record.redirectTo} replace /> };
  }
  const { component } = record;
  return {
    path: record.path,
    handle,
    loader: routeGuard(record, queryClient),
    // Per-route boundary: a failed chunk load (e.g. after a deploy) keeps the top bar and footer.
    ErrorBoundary: RouteError,
    lazy: async () => ({ Component: (await component()).default }),
    children: record.children?.map((child) => toRouteObject(child, queryClient)),
  };
}

const isPublic = (record: RouteRecord) => (record.access ?? 'public') === 'public';

/**
 * The route tree: one layout route (the shell) around every record of routes.tsx; inside it the staff
 * records (access `staff` or `login`) sit in a pathless layout route that loads PrimeReact, so that
 * residents' pages never do. Matching is by path specificity, so the grouping does not change which
 * route a URL finds. The query client is the app's, so the guard's current-user fetch fills the same
 * cache the pages read.
 */
export function appRouteObjects(queryClient: QueryClient, records: readonly RouteRecord[] = routes): RouteObject[] {
  const toRouteObjects = (group: readonly RouteRecord[]) => group.map((record) => toRouteObject(record, queryClient));
  const staffRecords = records.filter((record) => !isPublic(record));
  const staffLayout: RouteObject = {
    ErrorBoundary: RouteError,
    lazy: async () => ({ Component: (await import('./shell/staff-layout.tsx')).default }),
    children: toRouteObjects(staffRecords),
  };
  return [
    {
      Component: AppShell,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      children: [...toRouteObjects(records.filter(isPublic)), ...(staffRecords.length > 0 ? [staffLayout] : [])],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRouteObjects(queryClient));
}
