import type { CodedReason, ValidationIssue } from '@baucheck/shared/http';

/**
 * An error that is meant for the client: its status and `detail` are sent as they are.
 * Anything else that is thrown becomes a generic 500 without internals.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string | ValidationIssue[] | CodedReason,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof detail === 'string' ? detail : 'code' in detail ? detail.code : 'Validation Error');
    this.name = 'HttpError';
  }
}

export const notFound = (detail = 'Nicht gefunden') => new HttpError(404, detail);
export const forbidden = (detail = 'Keine Berechtigung') => new HttpError(403, detail);
export const unprocessable = (issues: ValidationIssue[]) => new HttpError(422, issues);
/** 422 for one field that fails a rule the schema cannot express (e.g. level and organisation must fit). */
export const invalidField = (loc: Array<string | number>, msg: string) =>
  new HttpError(422, [{ loc, msg, type: 'value_error' }]);
/** fastapi-users' 400 with a code (`LOGIN_BAD_CREDENTIALS`) or a code and a German reason. */
export const badRequest = (code: string, reason?: string) => new HttpError(400, reason ? { code, reason } : code);
