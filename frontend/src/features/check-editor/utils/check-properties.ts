import { tooLongText } from '@baucheck/shared/error-texts';

/**
 * What the editor says beside a check's required text (title, legal basis; new check and "Angaben zum
 * Check") before anything is sent: `missing` when it is empty, the schema's own message when it is
 * longer than the server takes (`max`: CHECK_TITLE_MAX, CHECK_LEGAL_BASIS_MAX), else null.
 */
export function requiredTextError(value: string, missing: string, max: number): string | null {
  const trimmed = value.trim();
  if (!trimmed) return missing;
  return trimmed.length > max ? tooLongText(max) : null;
}
