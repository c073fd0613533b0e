import { ApiError } from './api-client.ts';

/**
 * The machine-readable code of an API error, as fastapi-users sends it: `{"detail": "LOGIN_BAD_CREDENTIALS"}`
 * or `{"detail": {"code": "REGISTER_INVALID_PASSWORD", "reason": "…"}}`. Undefined for any other error.
 */
export function apiErrorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const detail = (error.body as { detail?: unknown } | null)?.detail;
  if (typeof detail === 'string') return /^[A-Z][A-Z_]+$/.test(detail) ? detail : undefined;
  const code = (detail as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The German explanation that comes with a coded error (`{"detail": {"code", "reason"}}`), if any. */
export function apiErrorReason(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const reason = ((error.body as { detail?: unknown } | null)?.detail as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' && reason.trim() ? reason.trim() : undefined;
}

/**
 * A German sentence for a failed call that the caller has no specific text for: the server's own
 * German text (e.g. the 429 "Zu viele Versuche …"), a text for the status, or a connection problem.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 422) return 'Bitte prüfen Sie Ihre Eingaben.';
    // A bare code is meant for programs; its German text belongs to the caller.
    if (apiErrorCode(error)) return 'Die Anfrage wurde abgelehnt. Bitte prüfen Sie Ihre Eingaben.';
    return error.message;
  }
  if (error instanceof TypeError) {
    return 'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.';
  }
  return 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.';
}

/**
 * A failure that may pass by itself, so that trying again is worth offering: the API answered 502, 503
 * (a backing service is unreachable) or 504, or the request did not reach it (no connection).
 */
export function isTemporaryFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 502 || error.status === 503 || error.status === 504;
  return error instanceof TypeError;
}
