import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  Navigate,
  RouterProvider,
  ScrollRestoration,
  useNavigation,
  type LoaderFunction,
  type RouteObject,
} from 'react-router-dom';
import { AccessNotice } from '#components/access-notice.tsx';
import { PageLoading } from '#components/page-loading.tsx';
import { notFoundRoute, residentRoutes } from './public-routes.tsx';
import { routeGuard } from './route-guard.ts';
import { handleOf } from './route-objects.tsx';
import type { RouteRecord } from './route-records.ts';
import { AppShell } from './shell/app-shell.tsx';
import { RouteError } from './shell/route-error.tsx';
import { RouteTableContext } from './shell/use-route-meta.ts';
import { staffRoutes } from './staff-routes.tsx';

/*
 * The staff app, in staff.html, which the CDN serves for staff addresses (STAFF_PATH in
 * shared/src/spa-documents.ts): a data router over every route. Its loaders run the route guard
 * of SPEC.md section 2 before a staff page renders (no flash of a page the user may not see), in
 * parallel with loading the page's code. The residents' pages are among its routes, so a signed-in
 * user moves between both without a reload.
 */

/** The loader a record gets: the guard of its `access` and `roles` (route-guard.ts), none for public pages. */
type GuardOf = (record: RouteRecord) => LoaderFunction | undefined;

/** One route record as a data route, with the loader `guardOf` gives it. */
function toRouteObject(record: RouteRecord, guardOf: GuardOf): RouteObject {
  const handle = handleOf(record);
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

function StaffShell() {
  return <AppShell navigation={useNavigation().state} scrollKeeper={<ScrollRestoration />} notice={<AccessNotice />} />;
}

/**
 * Every route: the residents' (unguarded), the staff records in a pathless layout route that mounts
 * PrimeReact (shell/staff-layout.tsx), and "not found". Matching is by path specificity, so the
 * grouping does not change which route a URL finds. The guard's current-user fetch fills the app's
 * query cache, which the pages read.
 */
export function staffRouteTable(queryClient: QueryClient): RouteObject[] {
  const unguarded = (record: RouteRecord) => toRouteObject(record, () => undefined);
  const guarded = (record: RouteRecord) => toRouteObject(record, (it) => routeGuard(it, queryClient));
  return [
    {
      Component: StaffShell,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      children: [
        ...residentRoutes.map(unguarded),
        {
          ErrorBoundary: RouteError,
          lazy: async () => ({ Component: (await import('./shell/staff-layout.tsx')).default }),
          children: staffRoutes.map(guarded),
        },
        unguarded(notFoundRoute),
      ],
    },
  ];
}

type DataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The staff app at the current URL: its router (a browser router; tests pass a memory router) and
 * the element to render.
 */
export function staffApp(
  queryClient: QueryClient,
  createRouter: (routes: RouteObject[]) => DataRouter = createBrowserRouter,
) {
  const table = staffRouteTable(queryClient);
  const router = createRouter(table);
  const element = (
    <RouteTableContext.Provider value={table}>
      <RouterProvider router={router} />
    </RouteTableContext.Provider>
  );
  return { router, element };
}
