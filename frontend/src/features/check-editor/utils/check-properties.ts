import { CHECK_LEGAL_BASIS_MAX, CHECK_TITLE_MAX } from '@baucheck/shared/checks';

/*
 * What the editor says beside a check's title and legal basis (new check, "Angaben zum Check"): the
 * server's limits (shared/src/checks.ts) as a German sentence at the field, instead of the API's 422
 * in a toast after saving.
 */

/** The error of a check's title, or null. */
export function checkTitleError(title: string): string | null {
  const trimmed = title.trim();
  if (!trimmed) return 'Bitte geben Sie einen Titel ein.';
  if (trimmed.length > CHECK_TITLE_MAX)
    return `Der Titel darf höchstens ${CHECK_TITLE_MAX} Zeichen lang sein (jetzt ${trimmed.length}).`;
  return null;
}

/** The error of a check's legal basis (`missing`: what to say when it is empty), or null. */
export function legalBasisError(legalBasis: string, missing: string): string | null {
  const trimmed = legalBasis.trim();
  if (!trimmed) return missing;
  if (trimmed.length > CHECK_LEGAL_BASIS_MAX)
    return `Die Rechtsgrundlage darf höchstens ${CHECK_LEGAL_BASIS_MAX} Zeichen lang sein (jetzt ${trimmed.length}).`;
  return null;
}
