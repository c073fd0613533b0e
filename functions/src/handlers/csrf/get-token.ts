import { CSRF_COOKIE } from '@baucheck/shared/http';
import { config } from '#lib/config';
import { serializeCookie } from '#lib/cookies';
import { issueCsrfToken } from '#lib/csrf';
import { createHandler } from '#lib/handler';
import { routes } from '../../routes.ts';

/** Issues a fresh CSRF token as a readable cookie (the SPA echoes it in `X-CSRF-Token`) and in the body. */
export const handler = createHandler(routes.getCsrfToken, async () => {
  const token = issueCsrfToken(config().CSRF_SECRET);
  return {
    body: { csrf_token: token },
    cookies: [serializeCookie(CSRF_COOKIE, token, { httpOnly: false, secure: true })],
  };
});
