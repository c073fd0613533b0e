import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import { FetchError, JwksNotAvailableInCacheError } from 'aws-jwt-verify/error';
import type { Jwks } from 'aws-jwt-verify/jwk';
import { SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_TEXT } from '@baucheck/shared/error-texts';
import { config } from '../config.ts';
import { HttpError } from '../errors.ts';
import { logger } from '../logger.ts';
import { isServiceUnavailable } from '../service-errors.ts';

/** How long a container waits for the pool's signing keys (fetched once, then cached). */
const JWKS_TIMEOUT_MS = 2_000;

export interface AccessTokenClaims {
  sub: string;
  /** Issued-at, epoch seconds: compared with the user's `tokens_valid_after`. */
  iat: number;
}

interface Verifier {
  verify(token: string): Promise<{ sub: string; iat: number }>;
}

let verifier: Promise<Verifier> | undefined;

/**
 * In AWS, CognitoJwtVerifier fetches and caches the pool's JWKS itself. cognito-local serves its
 * JWKS over http, which aws-jwt-verify refuses to fetch, so locally the JWKS is fetched here once
 * and handed to a JwtRsaVerifier with cognito-local's issuer.
 */
async function createVerifier(): Promise<Verifier> {
  const { COGNITO_USER_POOL_ID, COGNITO_CLIENT_ID, COGNITO_LOCAL_ISSUER } = config();
  if (!COGNITO_LOCAL_ISSUER) {
    return CognitoJwtVerifier.create({
      userPoolId: COGNITO_USER_POOL_ID,
      clientId: COGNITO_CLIENT_ID,
      tokenUse: 'access',
    });
  }
  const jwksUri = `${COGNITO_LOCAL_ISSUER}/.well-known/jwks.json`;
  const local = JwtRsaVerifier.create({ issuer: COGNITO_LOCAL_ISSUER, audience: null, jwksUri });
  local.cacheJwks((await (await fetch(jwksUri, { signal: AbortSignal.timeout(JWKS_TIMEOUT_MS) })).json()) as Jwks);
  return {
    verify: async (token) => {
      const payload = await local.verify(token);
      if (payload.token_use !== 'access' || payload.client_id !== COGNITO_CLIENT_ID)
        throw new Error('not an access token of this client');
      return payload as { sub: string; iat: number };
    },
  };
}

/**
 * Verifies signature, issuer, expiry and client of a Cognito access token; null when invalid. When the
 * pool's signing keys cannot be fetched, the token is not known to be invalid: 503 (German text,
 * Retry-After), not the 401 or "wrong password" of a bad token.
 */
export async function verifyAccessToken(token: string): Promise<AccessTokenClaims | null> {
  verifier ??= createVerifier().catch((error: unknown) => {
    verifier = undefined;
    throw error;
  });
  const ready = await verifier;
  try {
    const payload = await ready.verify(token);
    return { sub: payload.sub, iat: payload.iat };
  } catch (error) {
    if (error instanceof FetchError || error instanceof JwksNotAvailableInCacheError || isServiceUnavailable(error)) {
      logger.warn('Signing keys of the user pool unavailable', { error: error as Error });
      throw new HttpError(503, SERVICE_UNAVAILABLE_TEXT, {
        'Retry-After': String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS),
      });
    }
    return null;
  }
}
