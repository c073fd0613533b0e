import { clearedSessionCookies, csrfCookie } from '#lib/auth/cookies';
import { createHandler } from '#lib/handler';
import { deleteAccount } from '#services/accounts';
import { accountRoutes } from '../../routes/accounts.ts';

/** Deletes the own account: record and identity, and ends the session. */
export const handler = createHandler(accountRoutes.deleteMe, async ({ session }) => {
  await deleteAccount(session.user);
  return { status: 204, cookies: [...clearedSessionCookies(), csrfCookie(null).cookie] };
});
