import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueCsrfToken } from '../csrf.ts';
import { TEST_ENV } from '../test-env.ts';
import { deviceCookie, deviceOf } from './device-cookie.ts';

const LOGIN_PATH = '/api/auth/login';
const NAME = '__Secure-baucheck_device';

/** The sign-in request a browser sends back with the given cookie header values. */
const signInWith = (...cookies: string[]) => ({ cookies }) as unknown as APIGatewayProxyEventV2;

/** `name=value` of a Set-Cookie header, as the browser returns it. */
const returned = (setCookie: string) => setCookie.split(';')[0] ?? '';

/** The cookie's value with one character of the given part (0 nonce, 1 binding, 2 signature) changed. */
function tampered(setCookie: string, part: number): string {
  const value = decodeURIComponent(returned(setCookie).slice(NAME.length + 1));
  const parts = value.split('.');
  const original = parts[part] ?? '';
  parts[part] = `${original.charAt(0) === 'A' ? 'B' : 'A'}${original.slice(1)}`;
  return `${NAME}=${parts.join('.')}`;
}

describe('device cookies', () => {
  beforeAll(() => {
    Object.assign(process.env, TEST_ENV);
  });

  it('is HttpOnly, Secure, SameSite=Strict, sent only to the sign-in route and kept for months', () => {
    const attributes = deviceCookie('user-1', LOGIN_PATH).split('; ');
    expect(attributes[0]).toMatch(new RegExp(`^${NAME}=[\\w-]+\\.[\\w-]{16}\\.[\\w-]+$`));
    expect(attributes.slice(1)).toEqual(
      expect.arrayContaining(['HttpOnly', 'Secure', 'SameSite=Strict', `Path=${LOGIN_PATH}`]),
    );
    const maxAge = Number(attributes.find((attribute) => attribute.startsWith('Max-Age='))?.slice(8));
    expect(maxAge).toBeGreaterThanOrEqual(90 * 24 * 3600);
    // The binding is a keyed hash: the cookie does not reveal whose it is
    expect(attributes[0]).not.toContain('user-1');
  });

  it('names a device for the account it was issued to, and a new one on each sign-in', () => {
    const first = deviceOf(signInWith(returned(deviceCookie('user-1', LOGIN_PATH))), 'user-1');
    const second = deviceOf(signInWith('csrftoken=x', returned(deviceCookie('user-1', LOGIN_PATH))), 'user-1');
    expect(first).toMatch(/^[\w-]{32}$/);
    expect(second).toMatch(/^[\w-]{32}$/);
    expect(second).not.toBe(first);
  });

  it('does not count for another account, nor for an address nobody has', () => {
    const cookie = returned(deviceCookie('user-1', LOGIN_PATH));
    expect(deviceOf(signInWith(cookie), 'user-2')).toBeNull();
    expect(deviceOf(signInWith(cookie), null)).toBeNull();
  });

  it('treats a tampered, foreign or missing cookie as absent', () => {
    const cookie = deviceCookie('user-1', LOGIN_PATH);
    for (const part of [0, 1, 2]) expect(deviceOf(signInWith(tampered(cookie, part)), 'user-1')).toBeNull();
    // A CSRF token bound to the same user is signed with another key
    expect(deviceOf(signInWith(`${NAME}=${issueCsrfToken(TEST_ENV.CSRF_SECRET, 'user-1')}`), 'user-1')).toBeNull();
    expect(deviceOf(signInWith(`${NAME}=kein-token`), 'user-1')).toBeNull();
    expect(deviceOf(signInWith(), 'user-1')).toBeNull();
  });
});
