import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as RateLimit from '#services/rate-limit';
import { issueCsrfToken } from '#lib/csrf';
import { TEST_ENV } from '#lib/test-env';

/*
 * Sign-in against Cognito's own lock-out, which cognito-local does not have: after five failed
 * passwords AWS refuses every attempt for a while, the right password included, with a
 * NotAuthorizedException "Password attempts exceeded". The owner must read "too many attempts, wait",
 * not "wrong password", and such an answer must not count as one of their failures. Cognito, the
 * users and the counters are stubbed; login-lockout.test.ts runs the real ones.
 */

function cognitoError(name: string, message: string) {
  return Object.assign(new Error(message), { name });
}

async function loadLogin(signInError: Error) {
  vi.resetModules();
  Object.assign(process.env, { ...TEST_ENV, POWERTOOLS_LOG_LEVEL: 'SILENT' });
  const attempt = { giveBack: vi.fn(async () => undefined) };
  vi.doMock('#services/identity', () => ({
    cognitoErrorName: (error: unknown) => (error instanceof Error ? error.name : 'UnknownError'),
    signIn: vi.fn(async () => {
      throw signInError;
    }),
  }));
  vi.doMock('#repositories/users', () => ({
    findUserIdByEmail: async () => 'user-1',
    getUserRecord: async () => null,
    toUser: () => null,
  }));
  vi.doMock('#services/rate-limit', async (original) => ({
    ...(await original<typeof RateLimit>()),
    takeAttempt: vi.fn(async () => attempt),
    isLimited: async () => false,
    clearCounters: vi.fn(async () => undefined),
  }));
  const { handler } = await import('./login.ts');
  // The login page's CSRF pair, as the SPA sends it (cookie and header).
  const csrf = issueCsrfToken(TEST_ENV.CSRF_SECRET, null);
  const call = () =>
    handler(
      {
        version: '2.0',
        routeKey: 'POST /api/auth/login',
        rawPath: '/api/auth/login',
        rawQueryString: '',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': csrf },
        cookies: [`csrftoken=${csrf}`],
        body: 'username=owner%40example.org&password=Richtig-Passwort-1',
        isBase64Encoded: false,
        requestContext: { http: { method: 'POST', path: '/api/auth/login', sourceIp: '203.0.113.9' }, requestId: 'r' },
      } as never,
      { awsRequestId: 'r' } as never,
    ) as Promise<{ statusCode: number; headers?: Record<string, string>; body: string }>;
  return { call, attempt };
}

describe('sign-in while Cognito locks the account out', () => {
  afterEach(() => {
    for (const module of ['#services/identity', '#repositories/users', '#services/rate-limit']) vi.doUnmock(module);
  });

  it('answers 429 with the German text and Retry-After, and does not count it as a failure', async () => {
    const { call, attempt } = await loadLogin(cognitoError('NotAuthorizedException', 'Password attempts exceeded'));

    const reply = await call();

    expect(reply.statusCode).toBe(429);
    expect(JSON.parse(reply.body)).toEqual({
      detail: 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
    });
    expect(Number(reply.headers?.['Retry-After'])).toBeGreaterThan(0);
    expect(attempt.giveBack).toHaveBeenCalledOnce();
  });

  it('answers a wrong password as such, and counts it', async () => {
    const { call, attempt } = await loadLogin(
      cognitoError('NotAuthorizedException', 'Incorrect username or password.'),
    );

    const reply = await call();

    expect(reply.statusCode).toBe(400);
    expect(JSON.parse(reply.body)).toEqual({ detail: 'LOGIN_BAD_CREDENTIALS' });
    expect(attempt.giveBack).not.toHaveBeenCalled();
  });
});
