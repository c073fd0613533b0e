import { setTimeout as sleep } from 'node:timers/promises';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { API_BASE } from '@baucheck/shared/http';
import { verifyAccessToken } from '#lib/auth/access-token';
import { csrfCookie, sessionCookies } from '#lib/auth/cookies';
import { deviceCookie, deviceOf } from '#lib/auth/device-cookie';
import { clientKey } from '#lib/client-ip';
import { badRequest, HttpError } from '#lib/errors';
import { createHandler } from '#lib/handler';
import { findUserIdByEmail, getUserRecord, toUser } from '#repositories/users';
import { cognitoErrorName, signIn } from '#services/identity';
import {
  clearCounters,
  isLimited,
  takeAttempt,
  TOO_MANY_REQUESTS_TEXT,
  type RateLimitChecks,
} from '#services/rate-limit';
import {
  LOGIN_FAILURES_PER_CLIENT,
  LOGIN_FAILURES_PER_DEVICE,
  LOGIN_FAILURES_UNTRUSTED_PER_ACCOUNT,
} from '#services/rate-limit-rules';
import { accountRoutes } from '../../routes/accounts.ts';

const WRONG_CREDENTIALS = new Set(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException']);
/**
 * Cognito's own lock-out, which cannot be switched off: after five failed passwords it refuses every
 * attempt for a while, the right password included (2^(n-5) s, up to about 15 minutes, until a
 * success or 15 quiet minutes). It is a NotAuthorizedException with this message.
 */
const COGNITO_LOCKED_OUT = /password attempts exceeded/i;
/** How long a client locked out by Cognito is asked to wait: its lock-outs start at 1 s and double. */
const COGNITO_LOCKOUT_RETRY_SECONDS = 60;

/**
 * The counters a sign-in attempt is checked and counted against (OWASP's device cookies): a browser
 * whose device cookie is bound to this account counts only against that cookie, so strangers' failures
 * never lock it out; every other client counts against the account's limit for untrusted clients and
 * its address's limit. A device cookie that failed too often is distrusted for the rest of the window
 * and its browser is then an untrusted client like any other.
 */
async function attemptLimits(
  event: APIGatewayProxyEventV2,
  username: string,
  userId: string | null,
): Promise<RateLimitChecks> {
  const device = deviceOf(event, userId);
  if (device) {
    const trusted: RateLimitChecks = [[LOGIN_FAILURES_PER_DEVICE, device]];
    if (!(await isLimited(trusted))) return trusted;
  }
  return [
    [LOGIN_FAILURES_UNTRUSTED_PER_ACCOUNT, username],
    [LOGIN_FAILURES_PER_CLIENT, clientKey(event)],
  ];
}

/**
 * Sign-in. Cognito checks the password; the app's record decides whether the account may work.
 * Inactive accounts get the same answer as wrong credentials, as in fastapi-users. A successful
 * sign-in answers with the user (so the SPA needs no second call) and a fresh device cookie.
 */
export const handler = createHandler(accountRoutes.login, async ({ body, event }) => {
  const knownId = await findUserIdByEmail(body.username);
  const limits = await attemptLimits(event, body.username, knownId);
  // Counted as a failure before Cognito is asked (so a burst of guesses sent at once cannot pass the
  // limit together), and given back when it was none.
  const attempt = await takeAttempt(limits);

  // A logout earlier in this second refuses tokens issued in it (tokens carry whole seconds).
  const known = knownId ? await getUserRecord(knownId) : null;
  const waitMs = (known?.tokens_valid_after ?? 0) * 1000 - Date.now();
  if (waitMs > 0) await sleep(waitMs);

  let tokens;
  try {
    tokens = await signIn(body.username, body.password);
  } catch (error) {
    const name = cognitoErrorName(error);
    // cognito-local reports a wrong password as InvalidPasswordException, AWS as NotAuthorizedException.
    if (WRONG_CREDENTIALS.has(name) && !COGNITO_LOCKED_OUT.test((error as Error).message)) {
      throw badRequest('LOGIN_BAD_CREDENTIALS');
    }
    await attempt.giveBack();
    if (name === 'UserNotConfirmedException') throw badRequest('LOGIN_USER_NOT_VERIFIED');
    if (name === 'NotAuthorizedException') {
      throw new HttpError(429, TOO_MANY_REQUESTS_TEXT, { 'Retry-After': String(COGNITO_LOCKOUT_RETRY_SECONDS) });
    }
    throw error;
  }
  // Not a failure. As Cognito starts counting anew after a success, so does the account's limit for
  // untrusted clients.
  await Promise.all([attempt.giveBack(), clearCounters([[LOGIN_FAILURES_UNTRUSTED_PER_ACCOUNT, body.username]])]);

  const claims = await verifyAccessToken(tokens.accessToken);
  const user = claims ? await getUserRecord(claims.sub) : null;
  if (!user || !user.is_active) throw badRequest('LOGIN_BAD_CREDENTIALS');
  if (!user.is_verified) throw badRequest('LOGIN_USER_NOT_VERIFIED');

  return {
    body: { access_token: tokens.accessToken, token_type: 'bearer' as const, user: toUser(user) },
    cookies: [
      ...sessionCookies(tokens),
      csrfCookie(user.id).cookie,
      deviceCookie(user.id, `${API_BASE}${accountRoutes.login.path}`),
    ],
  };
});
