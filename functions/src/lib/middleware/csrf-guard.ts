import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { CSRF_COOKIE, CSRF_HEADER } from '@baucheck/shared/http';
import { config } from '../config.ts';
import { readCookies } from '../cookies.ts';
import { isValidCsrfToken } from '../csrf.ts';
import { HttpError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_FAILED_TEXT = 'CSRF-Token fehlt oder ist ungültig. Bitte laden Sie die Seite neu.';

/** Refuses every state-changing request whose `X-CSRF-Token` header does not echo a valid `csrftoken` cookie. */
export const csrfGuard = (): MiddlewareObj<APIGatewayProxyEventV2> => ({
  name: 'csrf-guard',
  before: (request) => {
    const { event } = request;
    if (SAFE_METHODS.has(event.requestContext.http.method)) return;
    const header = event.headers[CSRF_HEADER.toLowerCase()];
    const cookie = readCookies(event).get(CSRF_COOKIE);
    if (!header || !cookie || header !== cookie || !isValidCsrfToken(header, config().CSRF_SECRET)) {
      throw new HttpError(403, CSRF_FAILED_TEXT);
    }
  },
});
