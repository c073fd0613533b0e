import './styles/global-styles.ts';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { endEarlyReads } from '#lib/early-reads.ts';
import { PublicQueryCache } from '#lib/public-queries.tsx';
import { appElement } from './app-element.tsx';
import { loadPage } from './page-module.tsx';
import { publicPageAt, publicRouteTable, PublicRoutes, StaffPageContext } from './public-app.tsx';

// No CSRF token here: residents get no cookie; staff pages fetch it on entry (app/route-guard.ts).
const publicQueries = new PublicQueryCache();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const table = publicRouteTable();

const startUrl = window.location.href;

/**
 * A staff page, reached by a link: loaded as a document, which the CDN answers with the staff app's
 * (staff.html). Not for the address this document was loaded for: that one did not get staff.html,
 * and loading it again would load this document again.
 */
function openStaffPage(url: string) {
  if (new URL(url, window.location.href).href === startUrl) {
    throw new Error(`${url} is a staff page, but the residents' document was loaded for it.`);
  }
  window.location.replace(url);
}

const publicApp = appElement(
  publicQueries,
  <StaffPageContext.Provider value={openStaffPage}>
    <BrowserRouter>
      <PublicRoutes table={table} />
    </BrowserRouter>
  </StaffPageContext.Provider>,
);

/**
 * The page of the address is loaded before the first render, so that it appears whole, as the data
 * router did, rather than after a "Seite wird geladen …". The landing page's HTML is prerendered
 * (`data-prerendered="Home"`, build/landing-shell.ts) and is hydrated, which needs its module loaded
 * for hydration to find the page as the build rendered it; every other page renders into the empty
 * #root of index.html. A page module that fails to load (e.g. after a deploy) leaves the rendering
 * to the page's error boundary, which then says so.
 */
async function start(element: HTMLElement) {
  const page = publicPageAt(table, window.location.pathname);
  page?.preloadData?.(publicQueries);
  // The page's loads have taken what the document asked for early (they ask synchronously).
  endEarlyReads();
  const loaded = page
    ? await loadPage(page.component).then(
        () => true,
        () => false,
      )
    : false;
  if (loaded && page?.name === element.dataset.prerendered) {
    hydrateRoot(element, publicApp);
    return;
  }
  element.replaceChildren();
  const root = createRoot(element);
  // As a transition, React renders the page in slices and yields between them: rendered in one go,
  // a slide or the result held the main thread for 40–60 ms here, four times that on a slow phone,
  // where a tap in that time waits (Lighthouse's "total blocking time", issue 14).
  startTransition(() => root.render(publicApp));
}

void start(container);
