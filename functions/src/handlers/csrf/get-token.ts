import { csrfCookie } from '#lib/auth/cookies';
import { resolveSession } from '#lib/auth/session';
import { createHandler } from '#lib/handler';
import { routes } from '../../routes.ts';

/**
 * Issues a fresh CSRF token as a readable cookie (the SPA echoes it in `X-CSRF-Token`) and in the
 * body, bound to the signed-in user when there is one.
 */
export const handler = createHandler(routes.getCsrfToken, async ({ event }) => {
  const session = await resolveSession(event);
  const { token, cookie } = csrfCookie(session?.user.id ?? null);
  return { body: { csrf_token: token }, cookies: [cookie, ...(session?.renewedCookies ?? [])] };
});
