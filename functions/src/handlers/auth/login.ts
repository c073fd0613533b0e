import { setTimeout as sleep } from 'node:timers/promises';
import { verifyAccessToken } from '#lib/auth/access-token';
import { csrfCookie, sessionCookies } from '#lib/auth/cookies';
import { clientIp } from '#lib/client-ip';
import { badRequest } from '#lib/errors';
import { createHandler } from '#lib/handler';
import { findUserIdByEmail, getUserRecord } from '#repositories/users';
import { cognitoErrorName, signIn } from '#services/identity';
import { assertNotLimited, recordHits } from '#services/rate-limit';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_CLIENT } from '#services/rate-limit-rules';
import { routes } from '../../routes.ts';

const WRONG_CREDENTIALS = new Set(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException']);

/**
 * Sign-in. Cognito checks the password; the app's record decides whether the account may work.
 * Inactive accounts get the same answer as wrong credentials, as in fastapi-users.
 */
export const handler = createHandler(routes.login, async ({ body, event }) => {
  const limits: Array<[typeof LOGIN_FAILURES_PER_ACCOUNT, string]> = [
    [LOGIN_FAILURES_PER_ACCOUNT, body.username],
    [LOGIN_FAILURES_PER_CLIENT, clientIp(event)],
  ];
  await assertNotLimited(limits);

  // A logout earlier in this second refuses tokens issued in it (tokens carry whole seconds).
  const knownId = await findUserIdByEmail(body.username);
  const known = knownId ? await getUserRecord(knownId) : null;
  const waitMs = (known?.tokens_valid_after ?? 0) * 1000 - Date.now();
  if (waitMs > 0) await sleep(waitMs);

  let tokens;
  try {
    tokens = await signIn(body.username, body.password);
  } catch (error) {
    const name = cognitoErrorName(error);
    if (name === 'UserNotConfirmedException') throw badRequest('LOGIN_USER_NOT_VERIFIED');
    // cognito-local reports a wrong password as InvalidPasswordException, AWS as NotAuthorizedException.
    if (WRONG_CREDENTIALS.has(name)) {
      await recordHits(limits);
      throw badRequest('LOGIN_BAD_CREDENTIALS');
    }
    throw error;
  }

  const claims = await verifyAccessToken(tokens.accessToken);
  const user = claims ? await getUserRecord(claims.sub) : null;
  if (!user || !user.is_active) throw badRequest('LOGIN_BAD_CREDENTIALS');
  if (!user.is_verified) throw badRequest('LOGIN_USER_NOT_VERIFIED');

  return {
    body: { access_token: tokens.accessToken, token_type: 'bearer' as const },
    cookies: [...sessionCookies(tokens), csrfCookie(user.id).cookie],
  };
});
