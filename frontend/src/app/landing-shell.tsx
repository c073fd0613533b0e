import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { PublicQueryCache } from '#lib/public-queries.tsx';
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
  // Nothing loads while rendering to a string; no keep-time timers either, which would hold the build.
  const publicQueries = new PublicQueryCache({ retries: false, gcTime: Infinity });
  const table = publicRouteTable();
  const page = publicPageAt(table, path);
  if (!page) throw new Error(`${path} shows no page of the public entry.`);
  await loadPage(page.component);
  return renderToString(
    appElement(
      publicQueries,
      <StaticRouter location={path}>
        <PublicRoutes table={table} />
      </StaticRouter>,
    ),
  );
}
