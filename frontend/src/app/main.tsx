import '@fontsource/source-sans-3/400.css';
import '@fontsource/source-sans-3/400-italic.css';
import '@fontsource/source-sans-3/600.css';
import '@fontsource/source-sans-3/700.css';
import './styles/fonts.css';
import './styles/theme.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from '#lib/query-client.ts';
import { appElement } from './app-element.tsx';
import { createAppRouter } from './router.tsx';

// No CSRF token here: residents get no cookie; staff pages fetch it on entry (app/route-guard.ts).
const queryClient = createQueryClient();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

/**
 * The landing page's HTML is prerendered (`data-prerendered="Home"`, build/landing-shell.ts) and is
 * hydrated; every other page renders into the empty #root of index.html.
 */
async function start(root: HTMLElement) {
  const prerendered = root.dataset.prerendered;
  // A page module that fails to load (e.g. after a deploy) leaves the rendering to the router, whose
  // route error boundary then says so.
  const router = prerendered ? await createAppRouter(queryClient, prerendered).catch(() => null) : null;
  if (router) {
    hydrateRoot(root, appElement(queryClient, <RouterProvider router={router} />));
    return;
  }
  const fresh = await createAppRouter(queryClient);
  if (!fresh) throw new Error('The app has no router.');
  root.replaceChildren();
  createRoot(root).render(appElement(queryClient, <RouterProvider router={fresh} />));
}

void start(container);
