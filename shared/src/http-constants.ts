/*
 * The HTTP constants without the error schemas of http.ts, which re-exports them. The browser's first
 * load imports them from here: a module that also defines zod schemas would pull zod into the entry
 * chunk of every public page as soon as any lazy page uses one of those schemas.
 */

/** Cookie and header that carry the CSRF token (double submit, signed by the server). */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRF-Token';

/** The API's base path, for the gateway, the CDN behaviour and the browser client alike. */
export const API_BASE = '/api';
/** Public path under which uploaded images are served (CDN behaviour to the media bucket). */
export const MEDIA_BASE = '/media';

/**
 * Header with which staff pages make a retried write run once (publish, duplicate, account creation):
 * one key per intended change, the same on every retry of it.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
