import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { getUserRecord, type UserRecord } from '#repositories/users';
import { refreshSession } from '#services/identity';
import { readCookies } from '../cookies.ts';
import { HttpError } from '../errors.ts';
import { verifyAccessToken } from './access-token.ts';
import { sessionCookieNames, sessionCookies } from './cookies.ts';

export const UNAUTHENTICATED_TEXT = 'User ist inaktiv oder Token fehlt';

export interface Session {
  user: UserRecord;
  accessToken: string;
  /** True when the token came from the session cookie (and so CSRF applies), false for a bearer token. */
  viaCookie: boolean;
  /** Set-Cookie values when an expired access token was renewed with the refresh token. */
  renewedCookies: string[];
}

export const unauthenticated = () => new HttpError(401, UNAUTHENTICATED_TEXT);

const bearerToken = (event: APIGatewayProxyEventV2) => {
  const header = event.headers.authorization;
  return header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : undefined;
};

/**
 * The signed-in user of a request, or null. The app's user record decides, whatever Cognito still
 * accepts: the user must exist and be active, and the token must be issued after the user's
 * `tokens_valid_after` (bumped by logout). An expired cookie session is renewed with its refresh token.
 */
export async function resolveSession(event: APIGatewayProxyEventV2): Promise<Session | null> {
  const bearer = bearerToken(event);
  const cookies = readCookies(event);
  const names = sessionCookieNames();
  const cookieToken = cookies.get(names.access);
  let accessToken = bearer ?? cookieToken;
  let renewedCookies: string[] = [];

  let claims = accessToken ? await verifyAccessToken(accessToken) : null;
  const refreshToken = cookies.get(names.refresh);
  if (!claims && !bearer && refreshToken) {
    const renewed = await refreshSession(refreshToken);
    if (renewed) {
      accessToken = renewed.accessToken;
      claims = await verifyAccessToken(renewed.accessToken);
      renewedCookies = sessionCookies(renewed);
    }
  }
  if (!claims || !accessToken) return null;

  const user = await getUserRecord(claims.sub);
  if (!user || !user.is_active || claims.iat < user.tokens_valid_after) return null;
  return { user, accessToken, viaCookie: !bearer, renewedCookies };
}
