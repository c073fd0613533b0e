import type { Level } from '@baucheck/shared/enums';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PageLoading } from '#components/page-loading.tsx';
import { routes, type RouteMeta, type RouteRecord } from './routes.tsx';
import { AppShell } from './shell/app-shell.tsx';
import { RouteError } from './shell/route-error.tsx';

/** Stored as each route's `handle`, so the shell and guards can read it from `useMatches()`. */
export interface RouteHandle {
  name: string;
  meta: RouteMeta;
  roles?: readonly Level[];
}

export function toRouteObject(record: RouteRecord): RouteObject {
  const handle: RouteHandle = { name: record.name, meta: record.meta, roles: record.roles };
  if ('redirectTo' in record) {
    return { path: record.path, handle, element: <Navigate to={record.redirectTo} replace /> };
  }
  const { component } = record;
  return {
    path: record.path,
    handle,
    // Per-route boundary: a failed chunk load (e.g. after a deploy) keeps the top bar and footer.
    ErrorBoundary: RouteError,
    lazy: async () => ({ Component: (await component()).default }),
    children: record.children?.map(toRouteObject),
  };
}

/** The route tree: one layout route (the shell) around every record of routes.tsx. */
export function appRouteObjects(records: readonly RouteRecord[] = routes): RouteObject[] {
  return [
    {
      Component: AppShell,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      children: records.map(toRouteObject),
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRouteObjects());
}
