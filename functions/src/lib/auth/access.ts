import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { CSRF_COOKIE, CSRF_HEADER } from '@baucheck/shared/http';
import { config } from '../config.ts';
import { readCookies } from '../cookies.ts';
import { isValidCsrfToken } from '../csrf.ts';
import { HttpError } from '../errors.ts';
import type { RouteDefinition } from '../route.ts';
import type { Session } from './session.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_FAILED_TEXT = 'CSRF-Token fehlt oder ist ungültig. Bitte laden Sie die Seite neu.';
export const NOT_ADMINISTRATOR_TEXT = 'User ist kein Administrator';
export const FORBIDDEN_TEXT = 'Keine Berechtigung für diese Funktion';

/** The 403 text of a route whose levels exclude the user (SPEC.md section 8 names the admin case). */
const forbiddenText = (route: RouteDefinition) =>
  route.levels?.length === 1 && route.levels[0] === 'Administrator' ? NOT_ADMINISTRATOR_TEXT : FORBIDDEN_TEXT;

function assertCsrf(event: APIGatewayProxyEventV2, session: Session | null) {
  const header = event.headers[CSRF_HEADER.toLowerCase()];
  const cookie = readCookies(event).get(CSRF_COOKIE);
  const boundTo = session?.viaCookie ? session.user.id : null;
  if (!header || !cookie || header !== cookie || !isValidCsrfToken(header, config().CSRF_SECRET, boundTo)) {
    throw new HttpError(403, CSRF_FAILED_TEXT);
  }
}

/**
 * Who calls, and may they? Public reads skip the session lookup entirely (they are the cached,
 * high-volume path). Everything else resolves the session; state-changing calls must echo the CSRF
 * token; routes that need a user answer 401 without one and 403 for a level they do not list.
 * Order matters: CSRF is checked before the route's own auth so a forged request learns nothing.
 */
export async function authorize(route: RouteDefinition, event: APIGatewayProxyEventV2): Promise<Session | null> {
  const stateChanging = !SAFE_METHODS.has(event.requestContext.http.method);
  if (route.auth === 'public' && (!stateChanging || route.csrf === false)) return null;
  // Loaded on demand: public reads never pay for the Cognito and user-record code at cold start.
  const { resolveSession, unauthenticated } = await import('./session.ts');
  const session = await resolveSession(event);
  if (stateChanging) assertCsrf(event, session);
  if (route.auth === 'user') {
    if (!session) throw unauthenticated();
    if (route.levels && !route.levels.includes(session.user.level)) throw new HttpError(403, forbiddenText(route));
  }
  return session;
}
