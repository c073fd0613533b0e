import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createQueryClient } from '#lib/query-client.ts';
import { appElement } from './app-element.tsx';
import { appRouting } from './router.tsx';

/**
 * The HTML of the app at `path` as hydration will find it, rendered at build time (build/landing-shell.ts
 * loads this module in Vite's SSR mode; it is no part of the browser bundle). No data is fetched and no
 * tab's storage read: the page renders its waiting state, in which the municipality's place is
 * reserved. `hydrate={false}`: the router's hydration script would be an inline script, which the
 * Content-Security-Policy forbids; the browser's router needs no data from it (main.tsx).
 */
export async function renderLandingShell(path: string): Promise<string> {
  const queryClient = createQueryClient();
  const { query, dataRoutes } = createStaticHandler(appRouting(queryClient).routes);
  const context = await query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}, not a page.`);
  if (context.errors) throw new Error(`${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(dataRoutes, context);
  try {
    return renderToString(
      appElement(queryClient, <StaticRouterProvider router={router} context={context} hydrate={false} />),
    );
  } finally {
    // The queries the page created hold garbage-collection timers that would keep the build running.
    queryClient.clear();
  }
}
