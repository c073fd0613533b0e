import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, type Navigation } from 'react-router-dom';
import { PublicFaqDialogProvider } from '#features/faq/components/public-faq-dialog-provider.tsx';
import { FramedNotice, isFramed } from './framed-notice.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { SiteFooter } from './site-footer.tsx';
import { TopBar } from './top-bar.tsx';
import { useMatchedPage } from './use-route-meta.ts';
import { PUBLIC_PAGE } from '../route-records.ts';
import './shell.css';

// The drawer is admin code: it loads with the first page that shows it, never on residents' pages.
const AdminDrawer = lazy(() => import('#features/drawer/components/admin-drawer.tsx'));

/**
 * After a client-side navigation, focus moves to the new page's heading so screen readers announce
 * the page change (a full page load does this by itself). The first render is left alone.
 */
function useFocusHeadingOnNavigation() {
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    const heading = document.querySelector<HTMLElement>(`#${MAIN_CONTENT_ID} h1`);
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [pathname]);
}

interface AppShellProps {
  /** The data router's navigation state (staff app); the public entry's router has none. */
  navigation?: Navigation['state'];
  /** What keeps the scroll position across navigations, which differs between the two routers. */
  scrollKeeper: ReactNode;
  /**
   * Shown above the page: in the staff app, why the route guard sent someone to Home
   * (components/access-notice.tsx). The note lives in the staff app's memory, so the residents'
   * document never has one.
   */
  notice?: ReactNode;
  /** The page: the matched route's (`<Outlet />`), which the residents' entry puts in boundaries. */
  page?: ReactNode;
}

/**
 * Layout around every page, in the public entry (public-app.tsx) and in the staff app
 * (staff-app.tsx). Which parts appear comes from the matched route's meta flags (routes.tsx):
 * `showDrawer` puts the permanent admin drawer (lazily loaded) left of `main`. Staff pages (access
 * other than `public`) refuse to render inside a frame (see isFramed).
 */
export function AppShell({ navigation = 'idle', scrollKeeper, notice, page = <Outlet /> }: AppShellProps) {
  const { handle } = useMatchedPage();
  const meta = handle?.meta ?? PUBLIC_PAGE;
  const access = handle?.access ?? 'public';
  useFocusHeadingOnNavigation();
  const refuseFrame = access !== 'public' && isFramed();
  const showDrawer = meta.showDrawer && !refuseFrame;

  const main = (
    <main
      id={MAIN_CONTENT_ID}
      className={meta.showDrawer ? 'layout-main layout-main--admin' : 'layout-main'}
      tabIndex={-1}
      aria-busy={navigation === 'loading'}
    >
      <div className="layout-main__column">
        {refuseFrame ? (
          <FramedNotice />
        ) : (
          <>
            {notice}
            {page}
          </>
        )}
      </div>
    </main>
  );

  const footer = meta.showFooter && <SiteFooter />;

  return (
    <PublicFaqDialogProvider>
      <SkipLink />
      {navigation !== 'idle' && <div className="route-progress" aria-hidden="true" />}
      {meta.showNavbar && <TopBar />}
      {showDrawer ? (
        <div className="layout-with-drawer">
          <Suspense fallback={<div className="drawer-placeholder" />}>
            <AdminDrawer />
          </Suspense>
          {/* The footer beside the drawer as well: the drawer's column reaches the end of the page, so
              its sticky drawer keeps its full height when the page is scrolled to the bottom. */}
          <div className="layout-with-drawer__content">
            {main}
            {footer}
          </div>
        </div>
      ) : (
        <>
          {main}
          {footer}
        </>
      )}
      {scrollKeeper}
    </PublicFaqDialogProvider>
  );
}
