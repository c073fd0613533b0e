import { FetchError, JwtExpiredError } from 'aws-jwt-verify/error';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isServiceUnavailable } from '../service-errors.ts';
import { silentServer } from '../test-silent-server.ts';
import { TEST_ENV } from '../test-env.ts';

/*
 * A token whose pool's signing keys cannot be fetched is not known to be bad: the request must end in
 * a 503 the user may retry, soon, not in the 401 (or "wrong password" at sign-in) of a bad token.
 */

async function load(environment: Record<string, string>) {
  vi.resetModules();
  // A worker started after the integration tests' stack inherits its cognito-local issuer: AWS here.
  delete process.env.COGNITO_LOCAL_ISSUER;
  Object.assign(process.env, { ...TEST_ENV, POWERTOOLS_LOG_LEVEL: 'SILENT' }, environment);
  return import('./access-token.ts');
}

function verifierFailingWith(error: Error) {
  vi.doMock('aws-jwt-verify', async (original) => ({
    ...(await original<Record<string, unknown>>()),
    CognitoJwtVerifier: {
      create: () => ({
        verify: async () => {
          throw error;
        },
      }),
    },
  }));
}

let silent: Awaited<ReturnType<typeof silentServer>> | undefined;
afterEach(() => {
  vi.doUnmock('aws-jwt-verify');
  delete process.env.COGNITO_LOCAL_ISSUER;
  silent?.close();
});

describe('verifying an access token', () => {
  it('answers 503 when the user pool’s keys cannot be fetched, and null for a bad token', async () => {
    verifierFailingWith(new FetchError('https://cognito-idp.example/jwks.json', 'socket hang up'));
    const unreachable = await load({});
    await expect(unreachable.verifyAccessToken('token')).rejects.toMatchObject({
      statusCode: 503,
      headers: { 'Retry-After': '10' },
    });

    verifierFailingWith(new JwtExpiredError('Token expired', 0, '1'));
    const expired = await load({});
    await expect(expired.verifyAccessToken('token')).resolves.toBeNull();
  });

  it('gives up on a key server that accepts and never answers within seconds, as unavailable', async () => {
    silent = await silentServer();
    const { verifyAccessToken } = await load({ COGNITO_LOCAL_ISSUER: `http://127.0.0.1:${silent.port}/local_pool` });

    const started = Date.now();
    const failure = await verifyAccessToken('token').catch((error: unknown) => error);

    expect(isServiceUnavailable(failure)).toBe(true);
    // Well within the function's 10 s, which would otherwise end the request with a bare 500
    expect(Date.now() - started).toBeLessThan(8_000);
  });
});
