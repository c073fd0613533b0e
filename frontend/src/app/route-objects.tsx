import type { Level } from '@baucheck/shared/enums';
import { Navigate, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { PageLoading } from '#components/page-loading.tsx';
import type { RouteAccess, RouteMeta, RouteRecord } from './route-records.ts';
import { AppShell } from './shell/app-shell.tsx';
import { RouteError } from './shell/route-error.tsx';

/** Stored as each route's `handle`, so the shell and guards can read it from `useMatches()`. */
export interface RouteHandle {
  name: string;
  meta: RouteMeta;
  access: RouteAccess;
  roles?: readonly Level[];
}

/** The loader a record gets: the guard of its `access` and `roles` (route-guard.ts), none for public pages. */
export type GuardOf = (record: RouteRecord) => LoaderFunction | undefined;

/** One route record as a react-router route, with the loader `guardOf` gives it. */
export function toRouteObject(record: RouteRecord, guardOf: GuardOf): RouteObject {
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
    loader: guardOf(record),
    // Per-route boundary: a failed chunk load (e.g. after a deploy) keeps the top bar and footer.
    ErrorBoundary: RouteError,
    lazy: async () => ({ Component: (await component()).default }),
    children: record.children?.map((child) => toRouteObject(child, guardOf)),
  };
}

/** The id of the shell's route, into which the staff routes are patched. */
export const SHELL_ROUTE_ID = 'shell';

/** The layout route (the shell) around every page. */
export function shellRoute(children: RouteObject[]): RouteObject {
  return { id: SHELL_ROUTE_ID, Component: AppShell, ErrorBoundary: RouteError, HydrateFallback: PageLoading, children };
}

/**
 * The staff records sit in a pathless layout route that mounts PrimeReact (shell/staff-layout.tsx).
 * Matching is by path specificity, so the grouping does not change which route a URL finds.
 */
export function staffLayoutRoute(children: RouteObject[]): RouteObject {
  return {
    id: 'staff',
    ErrorBoundary: RouteError,
    lazy: async () => ({ Component: (await import('./shell/staff-layout.tsx')).default }),
    children,
  };
}
