import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-signed tokens `<nonce>.<binding>.<hmac(nonce.binding)>`, the format of the CSRF tokens and the
 * login device cookies. The binding is a short keyed hash of a user id (or empty), so a token names
 * whom it belongs to without revealing the id. Each kind of token signs with its own key, so one kind
 * can never pass for another.
 */

export type SigningKey = string | Buffer;

export const sign = (payload: string, key: SigningKey) => createHmac('sha256', key).update(payload).digest('base64url');

/** A key for one purpose, derived from a secret (HMAC as the derivation function). */
export const derivedKey = (secret: string, purpose: string): Buffer =>
  createHmac('sha256', secret).update(`baucheck:${purpose}`).digest();

/** The binding of a user id: the first 16 characters (96 bits) of its keyed hash. */
export const userBinding = (userId: string, key: SigningKey) => sign(`user:${userId}`, key).slice(0, 16);

export function issueSignedToken(key: SigningKey, binding: string): string {
  const payload = `${randomBytes(24).toString('base64url')}.${binding}`;
  return `${payload}.${sign(payload, key)}`;
}

/** Nonce and binding of a token this key signed; null when the token is malformed or its signature wrong. */
export function readSignedToken(token: string, key: SigningKey): { nonce: string; binding: string } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [nonce, binding, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(`${nonce}.${binding}`, key));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { nonce, binding };
}
