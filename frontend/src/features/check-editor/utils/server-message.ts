import { validationIssueSchema } from '@baucheck/shared/http';
import { ApiError } from '#lib/api-client.ts';
import { errorText } from '#lib/error-text.ts';

/**
 * The server's own German explanation of a failed change: its `detail` text, or the messages of a
 * 422 list (e.g. "Bitte einen vollständigen Link mit https:// angeben."); else the general text.
 */
export function serverMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 422) {
    const issues = validationIssueSchema.array().safeParse((error.body as { detail?: unknown } | null)?.detail);
    if (issues.success && issues.data.length > 0) return [...new Set(issues.data.map((issue) => issue.msg))].join(' ');
  }
  return errorText(error);
}

/** True for a 409: someone else changed the data since it was loaded (or it is in a state that forbids the change). */
export const isConflict = (error: unknown): boolean => error instanceof ApiError && error.status === 409;
