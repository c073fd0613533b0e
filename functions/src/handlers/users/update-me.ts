import { setTimeout as sleep } from 'node:timers/promises';
import { sessionCookies } from '#lib/auth/cookies';
import { badRequest } from '#lib/errors';
import { createHandler } from '#lib/handler';
import { getUserRecord, revokeSessions, toUser } from '#repositories/users';
import { applyAccountChanges, assertStrongPassword } from '#services/accounts';
import { setPassword, signIn } from '#services/identity';
import { accountRoutes } from '../../routes/accounts.ts';

/**
 * Own account: name, e-mail, password. E-mail and password changes need the current password. A new
 * password ends every other session; this one continues with fresh tokens.
 */
export const handler = createHandler(accountRoutes.updateMe, async ({ body, session }) => {
  const { version, password, current_password: currentPassword, ...changes } = body;
  if (password !== undefined) assertStrongPassword(password, 'UPDATE_USER_INVALID_PASSWORD');
  if (currentPassword !== undefined && (changes.email !== undefined || password !== undefined)) {
    await signIn(session.user.email, currentPassword).catch(() => {
      throw badRequest('UPDATE_USER_INVALID_PASSWORD', 'Das aktuelle Passwort ist nicht korrekt.');
    });
  }

  let user = await applyAccountChanges(session.user, version, changes);
  const cookies: string[] = [];
  if (password !== undefined) {
    await setPassword(user.email, password);
    await revokeSessions(user.id);
    // Tokens carry whole seconds: sign in again once the revocation second has passed.
    await sleep(1000 - (Date.now() % 1000) + 5);
    cookies.push(...sessionCookies(await signIn(user.email, password)));
    user = (await getUserRecord(user.id)) ?? user;
  }
  return { body: toUser(user), cookies };
});
