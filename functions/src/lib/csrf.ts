import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed double-submit CSRF tokens: `<nonce>.<binding>.<hmac(nonce.binding)>`. The binding is a
 * short hash of the signed-in user's id, or empty for visitors. A signed-in request must carry a
 * token bound to its own user, so a token planted from elsewhere is useless; an anonymous request
 * (login, registration) accepts any token this server signed, since there is no session to bind to.
 */
const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('base64url');
const bindingOf = (userId: string | null, secret: string) =>
  userId ? sign(`user:${userId}`, secret).slice(0, 16) : '';

export function issueCsrfToken(secret: string, userId: string | null): string {
  const payload = `${randomBytes(24).toString('base64url')}.${bindingOf(userId, secret)}`;
  return `${payload}.${sign(payload, secret)}`;
}

/** `userId` null: any signed token passes; otherwise the token must be bound to that user. */
export function isValidCsrfToken(token: string, secret: string, userId: string | null): boolean {
  const parts = token.split('.');
  if (parts.length !== 3) return false;
  const [nonce, binding, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(`${nonce}.${binding}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  return userId === null || binding === bindingOf(userId, secret);
}
