import { clearedSessionCookies, csrfCookie } from '#lib/auth/cookies';
import { createHandler } from '#lib/handler';
import { deleteUserRecord } from '#repositories/users';
import { deleteIdentity } from '#services/identity';
import { routes } from '../../routes.ts';

/** Deletes the own account: identity and record, and ends the session. */
export const handler = createHandler(routes.deleteMe, async ({ session }) => {
  await deleteIdentity(session.user.email);
  await deleteUserRecord(session.user);
  return { status: 204, cookies: [...clearedSessionCookies(), csrfCookie(null).cookie] };
});
