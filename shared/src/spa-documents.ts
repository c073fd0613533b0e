/*
 * Which HTML document of the built SPA answers an app route (a path without a file extension). The
 * CDN's viewer-request function (infra/lib/edge-functions.ts) and the local gateway both decide by
 * this, so that `npm start` serves what residents get.
 */

/**
 * The prerendered landing shell (frontend/build/landing-shell.ts): the landing page's HTML, built with
 * the SPA as ONE file for every municipality; the municipality fills in after hydration.
 */
export const LANDING_SHELL_FILE = 'home.html';

/** The landing page's addresses: `/home`, `/home/` and `/home/<gemeinde>` (with or without a final slash). */
export const LANDING_SHELL_PATH = /^\/home(\/[^/.]+)?\/?$/;

/** The document for an app route: the landing shell for the landing page, index.html for every other page. */
export function spaDocumentFor(path: string): string {
  return LANDING_SHELL_PATH.test(path) ? `/${LANDING_SHELL_FILE}` : '/index.html';
}
