import { STAFF_PATH } from '@baucheck/shared/spa-documents';
import { createContext, Suspense, useContext, useEffect, useRef, type ReactNode } from 'react';
import {
  matchRoutes,
  Navigate,
  Outlet,
  useLocation,
  useNavigationType,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { PageLoading } from '#components/page-loading.tsx';
import { LazyPage } from './page-module.tsx';
import { notFoundRoute, residentRoutes } from './public-routes.tsx';
import { handleOf, type RouteHandle } from './route-objects.tsx';
import type { PageRouteRecord, RouteRecord } from './route-records.ts';
import { AppShell } from './shell/app-shell.tsx';
import { PageErrorBoundary } from './shell/route-error.tsx';
import { RouteTableContext } from './shell/use-route-meta.ts';

/*
 * The residents' router: react-router's declarative API, less than half the size of its data router
 * (about 14 kB against 31 kB gzip beside React, measured with this project's Vite build), on the routes
 * residents reach. Their pages need nothing of the data router: they have no guards and load their
 * data with react-query. Staff pages are a document of their own (staff.html, a build of its own:
 * shared/src/spa-documents.ts), because a module is bundled whole into one chunk of a build, so one
 * build with both routers would give residents the data router as well.
 */

/**
 * Opens a staff page, reached from a residents' page (the footer's "Admin-Bereich"): main.tsx loads
 * it as a new document, which the CDN answers with staff.html; tests render the staff app instead.
 */
export const StaffPageContext = createContext<(url: string) => void>(() => undefined);

/** What the catch-all route shows: a staff page opened from here, or "not found". */
function OtherAddress() {
  const openStaffPage = useContext(StaffPageContext);
  const { pathname, search, hash } = useLocation();
  const staffPage = STAFF_PATH.test(pathname);
  useEffect(() => {
    if (staffPage) openStaffPage(`${pathname}${search}${hash}`);
  }, [staffPage, openStaffPage, pathname, search, hash]);
  return staffPage ? <PageLoading /> : <LazyPage load={notFoundRoute.component} />;
}

/**
 * A new page starts at the top, as after a full page load; Back and Forward leave the position to
 * the browser, which restores it once the page is tall enough again (test/browser/navigation.test.ts).
 * (The data router's ScrollRestoration does this in the staff app.)
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

/** Forgets its error on the next navigation (shell/route-error.tsx). */
function NavigationBoundary({ children }: { children: ReactNode }) {
  return <PageErrorBoundary resetKey={useLocation().key}>{children}</PageErrorBoundary>;
}

/**
 * The shell in boundaries of its own. The page's Suspense boundary stays mounted from page to page,
 * so a navigation to a page whose code is not loaded yet keeps the previous page until it is (the
 * router navigates in a transition); the new page then arrives with its heading, which the shell
 * focuses. Its error boundary keeps top bar and footer.
 */
function PublicShell() {
  const page = (
    <NavigationBoundary>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </NavigationBoundary>
  );
  return (
    <NavigationBoundary>
      <AppShell scrollKeeper={<ScrollToTop />} page={page} />
    </NavigationBoundary>
  );
}

/** A record as a route of the declarative router, its page loaded on first render. */
function toElementRoute(record: RouteRecord): RouteObject {
  const route = { path: record.path, handle: handleOf(record) };
  if ('redirectTo' in record) return { ...route, element: <Navigate to={record.redirectTo} replace /> };
  return { ...route, element: <LazyPage load={record.component} />, children: record.children?.map(toElementRoute) };
}

/** The residents' routes in the shell, and what any other address shows. */
export function publicRouteTable(records: readonly RouteRecord[] = residentRoutes): RouteObject[] {
  return [
    {
      element: <PublicShell />,
      children: [
        ...records.map(toElementRoute),
        { path: '*', handle: handleOf(notFoundRoute), element: <OtherAddress /> },
      ],
    },
  ];
}

/** The page record `table` shows at `pathname`, if it shows one (what is hydrated and prerendered). */
export function publicPageAt(table: RouteObject[], pathname: string): PageRouteRecord | undefined {
  const name = (matchRoutes(table, pathname)?.at(-1)?.route.handle as RouteHandle | undefined)?.name;
  const record = residentRoutes.find((candidate) => candidate.name === name);
  return record && 'component' in record ? record : undefined;
}

/** The public entry's pages at the router's location; render inside a (browser, memory or static) router. */
export function PublicRoutes({ table }: { table: RouteObject[] }) {
  return <RouteTableContext.Provider value={table}>{useRoutes(table)}</RouteTableContext.Provider>;
}
