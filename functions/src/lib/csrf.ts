import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed double-submit CSRF tokens: `<nonce>.<hmac(nonce)>`. The server keeps no state; a token is
 * valid when the header equals the cookie and the signature matches the secret.
 */
const sign = (nonce: string, secret: string) => createHmac('sha256', secret).update(nonce).digest('base64url');

export function issueCsrfToken(secret: string): string {
  const nonce = randomBytes(24).toString('base64url');
  return `${nonce}.${sign(nonce, secret)}`;
}

export function isValidCsrfToken(token: string, secret: string): boolean {
  const [nonce, signature, ...rest] = token.split('.');
  if (!nonce || !signature || rest.length > 0) return false;
  const expected = Buffer.from(sign(nonce, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
