import { validationIssueSchema, type ValidationIssue } from '@baucheck/shared/http';
import { ApiError } from '#lib/api-client.ts';
import { apiErrorCode, apiErrorReason, errorText } from '#lib/error-text.ts';

/** German texts for the bare codes the account routes answer with (fastapi-users style). */
const CODE_TEXTS: Record<string, string> = {
  UPDATE_USER_EMAIL_ALREADY_EXISTS: 'Diese E-Mail-Adresse wird bereits von einem anderen Konto verwendet.',
  UPDATE_USER_INVALID_PASSWORD: 'Das Passwort erfüllt die Anforderungen nicht.',
};

/** The issues of a 422 answer (`{"detail": [{loc, msg, type}]}`), or an empty list for any other error. */
export function validationIssues(error: unknown): ValidationIssue[] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  const detail = (error.body as { detail?: unknown } | null)?.detail;
  if (!Array.isArray(detail)) return [];
  return detail.flatMap((issue) => {
    const parsed = validationIssueSchema.safeParse(issue);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * The server's messages of a 422 per body field (`loc` ["body", "organisation_id"] → "organisation_id"),
 * so a form can show each next to its field. Issues about the body as a whole are left out.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of validationIssues(error)) {
    const field = issue.loc[0] === 'body' ? issue.loc[1] : undefined;
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.msg;
  }
  return errors;
}

/**
 * The server's messages of a 422 per path in the body, for forms with nested fields (`loc` ["body",
 * "services", "Naturschutz", "url"] → "services.Naturschutz.url"); the first message per path.
 */
export function fieldErrorsByPath(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of validationIssues(error)) {
    if (issue.loc[0] !== 'body' || issue.loc.length < 2) continue;
    const path = issue.loc.slice(1).join('.');
    if (!(path in errors)) errors[path] = issue.msg;
  }
  return errors;
}

/**
 * A German sentence for a failed admin call: the server's own explanation wherever it sent one (the
 * 409 texts, the messages of a 422, the reason of a coded error), else the generic text of errorText.
 */
export function adminErrorText(error: unknown): string {
  const issues = validationIssues(error);
  if (issues.length > 0) return [...new Set(issues.map((issue) => issue.msg))].join(' ');
  const reason = apiErrorReason(error);
  if (reason) return reason;
  const code = apiErrorCode(error);
  if (code && CODE_TEXTS[code]) return CODE_TEXTS[code];
  return errorText(error);
}

/** A 409: someone else changed the data since it was read (or the server refused for a stated reason). */
export function isConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409;
}
