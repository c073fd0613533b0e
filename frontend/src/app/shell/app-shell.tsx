import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { PublicFaqDialogProvider } from '#features/faq/components/public-faq-dialog-provider.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { SiteFooter } from './site-footer.tsx';
import { TopBar } from './top-bar.tsx';
import { useRouteMeta } from './use-route-meta.ts';
import './shell.css';

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

/**
 * Layout around every page. Which parts appear comes from the matched route's meta flags
 * (routes.tsx). `showDrawer` marks the admin area: its pages get the wide column now, and the
 * permanent drawer (lazily loaded, with the admin code) takes its place beside `main` later.
 */
export function AppShell() {
  const meta = useRouteMeta();
  const navigation = useNavigation();
  useFocusHeadingOnNavigation();

  return (
    <PublicFaqDialogProvider>
      <SkipLink />
      {navigation.state !== 'idle' && <div className="route-progress" aria-hidden="true" />}
      {meta.showNavbar && <TopBar />}
      <main
        id={MAIN_CONTENT_ID}
        className={meta.showDrawer ? 'layout-main layout-main--admin' : 'layout-main'}
        tabIndex={-1}
        aria-busy={navigation.state === 'loading'}
      >
        <div className="layout-main__column">
          <Outlet />
        </div>
      </main>
      {meta.showFooter && <SiteFooter />}
      <ScrollRestoration />
    </PublicFaqDialogProvider>
  );
}
