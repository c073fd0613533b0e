import { issueSignedToken, readSignedToken, userBinding } from './signed-token.ts';

/**
 * Signed double-submit CSRF tokens (signed-token.ts, with the CSRF secret itself as key). The binding
 * is a short hash of the signed-in user's id, or empty for visitors. A signed-in request must carry a
 * token bound to its own user, so a token planted from elsewhere is useless; an anonymous request
 * (login, registration) accepts any token this server signed, since there is no session to bind to.
 */
export function issueCsrfToken(secret: string, userId: string | null): string {
  return issueSignedToken(secret, userId ? userBinding(userId, secret) : '');
}

/** `userId` null: any signed token passes; otherwise the token must be bound to that user. */
export function isValidCsrfToken(token: string, secret: string, userId: string | null): boolean {
  const read = readSignedToken(token, secret);
  if (!read) return false;
  return userId === null || read.binding === userBinding(userId, secret);
}
