import { CSRF_COOKIE } from '@baucheck/shared/http';
import { config } from '../config.ts';
import { serializeCookie } from '../cookies.ts';
import { issueCsrfToken } from '../csrf.ts';

/**
 * Session cookies: HttpOnly, Secure, SameSite=Strict. Over https they carry the `__Host-` prefix
 * (bound to this host and path /); the local stack on http://localhost goes without it.
 */
export const sessionCookieNames = () => {
  const prefix = config().LOCAL_STACK ? '' : '__Host-';
  return { access: `${prefix}baucheck_access`, refresh: `${prefix}baucheck_refresh` };
};

/** Refresh tokens live 30 days in the user pool; the cookie as long. */
const REFRESH_MAX_AGE = 30 * 24 * 3600;

export function sessionCookies(tokens: { accessToken: string; expiresIn: number; refreshToken?: string }): string[] {
  const names = sessionCookieNames();
  const cookies = [
    serializeCookie(names.access, tokens.accessToken, { httpOnly: true, secure: true, maxAge: tokens.expiresIn }),
  ];
  if (tokens.refreshToken) {
    cookies.push(
      serializeCookie(names.refresh, tokens.refreshToken, { httpOnly: true, secure: true, maxAge: REFRESH_MAX_AGE }),
    );
  }
  return cookies;
}

export function clearedSessionCookies(): string[] {
  const names = sessionCookieNames();
  return [names.access, names.refresh].map((name) =>
    serializeCookie(name, '', { httpOnly: true, secure: true, maxAge: 0 }),
  );
}

/** A fresh CSRF cookie, bound to the user when one is signed in. */
export function csrfCookie(userId: string | null): { token: string; cookie: string } {
  const token = issueCsrfToken(config().CSRF_SECRET, userId);
  return { token, cookie: serializeCookie(CSRF_COOKIE, token, { httpOnly: false, secure: true }) };
}
