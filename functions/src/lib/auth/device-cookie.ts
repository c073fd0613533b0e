import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '../config.ts';
import { readCookies, serializeCookie } from '../cookies.ts';
import { derivedKey, issueSignedToken, readSignedToken, userBinding } from '../signed-token.ts';

/*
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * signed in successfully gets a signed cookie bound to the account. A later sign-in for that account
 * with the cookie is limited on its own (per cookie), apart from the account's limit for clients
 * without one, so a stranger's guessing cannot lock the owner out.
 *
 * The value is a signed token (signed-token.ts) whose binding is the user id's hash, signed with a key
 * derived from CSRF_SECRET for this purpose alone. One cookie per browser: the last account that
 * signed in there. It outlives sign-out, since it marks the browser, not a session.
 */

/** Half a year: a browser used now and then stays known. Each sign-in issues a fresh cookie. */
const DEVICE_MAX_AGE = 180 * 24 * 3600;

/** With a Path other than `/` the `__Host-` prefix is not allowed; `__Secure-` is the next best. */
export const deviceCookieName = () => `${config().LOCAL_STACK ? '' : '__Secure-'}baucheck_device`;

let key: Buffer | undefined;
const deviceKey = () => (key ??= derivedKey(config().CSRF_SECRET, 'login device cookie'));

/** A fresh device cookie for the user, sent back only to `path` (the sign-in route). */
export function deviceCookie(userId: string, path: string): string {
  const value = issueSignedToken(deviceKey(), userBinding(userId, deviceKey()));
  return serializeCookie(deviceCookieName(), value, { httpOnly: true, secure: true, maxAge: DEVICE_MAX_AGE, path });
}

/**
 * The id of the request's device cookie (its nonce) when the cookie is signed by this server and bound
 * to `userId`; null when there is none, it is tampered with, or it belongs to another account.
 */
export function deviceOf(event: APIGatewayProxyEventV2, userId: string | null): string | null {
  const value = readCookies(event).get(deviceCookieName());
  if (!value || !userId) return null;
  const token = readSignedToken(value, deviceKey());
  return token && token.binding === userBinding(userId, deviceKey()) ? token.nonce : null;
}
