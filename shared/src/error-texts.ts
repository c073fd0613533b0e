/*
 * The German texts of the error catalogue (SPEC.md section 8) that server and browser share. Plain
 * strings without zod, so the browser's first load can import them.
 */

/** A bug or anything else unexpected; the server adds the request id for the support. */
export const INTERNAL_ERROR_TEXT =
  'Interner Serverfehler. Bitte versuchen Sie es später erneut oder wenden Sie sich mit der Anfrage-ID an den Support.';

/**
 * A backing service (database, file storage, sign-in service) did not answer in time or refused the
 * connection: nothing is wrong with the request, and the same request may work in a moment.
 */
export const SERVICE_UNAVAILABLE_TEXT =
  'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in einigen Augenblicken erneut.';

/** Seconds a client is asked to wait (`Retry-After`) before repeating a request that answered 503. */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 10;

/** A form field's text over its limit (the schemas' message, and the forms' beside the field). */
export const tooLongText = (max: number) => `Bitte geben Sie höchstens ${max} Zeichen ein.`;

/** German texts for the statuses of SPEC.md section 8, for answers that carry no `detail` text. */
export const STATUS_TEXTS: Readonly<Record<number, string>> = {
  400: 'Die Anfrage ist ungültig.',
  401: 'Sie sind nicht angemeldet oder Ihre Sitzung ist abgelaufen.',
  403: 'Sie haben keine Berechtigung für diese Aktion.',
  404: 'Der angeforderte Eintrag wurde nicht gefunden.',
  409: 'Die Daten wurden inzwischen geändert. Bitte laden Sie die Seite neu.',
  422: 'Die übermittelten Daten sind ungültig.',
  500: 'Auf dem Server ist ein Fehler aufgetreten.',
  502: 'Der Server ist gerade nicht erreichbar (Bad Gateway).',
  503: SERVICE_UNAVAILABLE_TEXT,
};
