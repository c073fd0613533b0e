import { clearedSessionCookies, csrfCookie, sessionCookieNames } from '#lib/auth/cookies';
import { readCookies } from '#lib/cookies';
import { createHandler } from '#lib/handler';
import { revokeSessions } from '#repositories/users';
import { revokeRefreshToken } from '#services/identity';
import { accountRoutes } from '../../routes/accounts.ts';

/** Ends the session: the refresh token is revoked, every earlier access token refused, the cookies cleared. */
export const handler = createHandler(accountRoutes.logout, async ({ event, session }) => {
  const refreshToken = readCookies(event).get(sessionCookieNames().refresh);
  if (refreshToken) await revokeRefreshToken(refreshToken);
  await revokeSessions(session.user.id);
  return { status: 204, cookies: [...clearedSessionCookies(), csrfCookie(null).cookie] };
});
