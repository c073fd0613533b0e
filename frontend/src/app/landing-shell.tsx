import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { createQueryClient } from '#lib/query-client.ts';
import { appElement } from './app-element.tsx';
import { loadPage } from './page-module.tsx';
import { publicPageAt, publicRouteTable, PublicRoutes } from './public-app.tsx';

/**
 * The HTML of the app at `path` as hydration will find it, rendered at build time (build/landing-shell.ts
 * loads this module in Vite's SSR mode; it is no part of the browser bundle). The page's module is
 * loaded first, as main.tsx does before hydrating. No data is fetched and no tab's storage read: the
 * page renders its waiting state, in which the municipality's place is reserved.
 */
export async function renderLandingShell(path: string): Promise<string> {
  const queryClient = createQueryClient();
  const table = publicRouteTable();
  const page = publicPageAt(table, path);
  if (!page) throw new Error(`${path} shows no page of the public entry.`);
  await loadPage(page.component);
  try {
    return renderToString(
      appElement(
        queryClient,
        <StaticRouter location={path}>
          <PublicRoutes table={table} />
        </StaticRouter>,
      ),
    );
  } finally {
    // The queries the page created hold garbage-collection timers that would keep the build running.
    queryClient.clear();
  }
}
