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

/**
 * The staff app's document (frontend/src/app/staff-main.tsx), a build of its own: its router is
 * react-router's data router (route guards as loaders, `useBlocker` for unsaved changes), which the
 * residents' entry (index.html) leaves out, and a module is bundled whole into one build's chunk.
 */
export const STAFF_DOCUMENT_FILE = 'staff.html';

/**
 * The staff pages' addresses (frontend/src/app/staff-routes.tsx and admin-routes.tsx; router.test.ts
 * checks that every staff route and no residents' route matches): sign-in, registration, password,
 * the admin area and its lists and editors. Without regard to case, as react-router matches paths.
 */
export const STAFF_PATH =
  /^\/(login|willkommen|passwort|passwort-request|administration|users|account|links|reference-units|geo-services|geo-reports|products|organisations|faqs|statistics|checks)(\/|$)/i;

/**
 * The document for an app route: the landing shell for the landing page, the staff app's for a staff
 * page, index.html for every other page. None for a file (a last segment with an extension), which
 * is served as it is.
 */
export function spaDocumentFor(path: string): string | undefined {
  if (path.lastIndexOf('.') > path.lastIndexOf('/')) return undefined;
  if (LANDING_SHELL_PATH.test(path)) return `/${LANDING_SHELL_FILE}`;
  return STAFF_PATH.test(path) ? `/${STAFF_DOCUMENT_FILE}` : '/index.html';
}
