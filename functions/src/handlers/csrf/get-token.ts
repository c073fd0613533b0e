import { csrfCookie } from '#lib/auth/cookies';
import { resolveSession } from '#lib/auth/session';
import { createPublicHandler } from '#lib/public-handler';
import { platformRoutes } from '../../routes/platform.ts';

/**
 * Issues a fresh CSRF token as a readable cookie (the SPA echoes it in `X-CSRF-Token`) and in the
 * body, bound to the signed-in user when there is one.
 */
export const handler = createPublicHandler(platformRoutes.getCsrfToken, async ({ event }) => {
  const session = await resolveSession(event);
  const { token, cookie } = csrfCookie(session?.user.id ?? null);
  return { body: { csrf_token: token }, cookies: [cookie, ...(session?.renewedCookies ?? [])] };
});
