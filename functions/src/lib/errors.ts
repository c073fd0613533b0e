import type { ValidationIssue } from '@baucheck/shared/http';

/**
 * An error that is meant for the client: its status and `detail` are sent as they are.
 * Anything else that is thrown becomes a generic 500 without internals.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string | ValidationIssue[],
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof detail === 'string' ? detail : 'Validation Error');
    this.name = 'HttpError';
  }
}

export const notFound = (detail = 'Nicht gefunden') => new HttpError(404, detail);
export const forbidden = (detail = 'Keine Berechtigung') => new HttpError(403, detail);
export const unprocessable = (issues: ValidationIssue[]) => new HttpError(422, issues);
