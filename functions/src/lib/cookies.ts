import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** Cookies of an HTTP API v2 event (`event.cookies` holds `name=value` strings). */
export function readCookies(event: APIGatewayProxyEventV2): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of event.cookies ?? []) {
    const separator = pair.indexOf('=');
    if (separator <= 0) continue;
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      cookies.set(name, value);
    }
  }
  return cookies;
}

export interface CookieOptions {
  httpOnly: boolean;
  /** Seconds; 0 deletes the cookie. Omitted: a session cookie. */
  maxAge?: number;
  /** Served over https: `Secure`. The local stack runs on http://localhost, where browsers accept Secure too. */
  secure: boolean;
  /** Where the browser sends the cookie; default `/`. */
  path?: string;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`, 'SameSite=Strict'];
  if (options.secure) parts.push('Secure');
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  return parts.join('; ');
}
