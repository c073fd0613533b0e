import { invalidField } from '#lib/errors';

/*
 * Page cursors: a query's LastEvaluatedKey handed to the client as an opaque string and back as
 * `?cursor=`. Only key attributes are in it (the table's and the index's keys, all non-empty strings), so a
 * client learns nothing it could not list anyway; a cursor that is not one of ours answers 422.
 */

export type PageKey = Record<string, string>;

export const encodeCursor = (key: Record<string, unknown> | undefined): string | null =>
  key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;

/** The 422 of a cursor that is not one of ours (or not one of this list). */
export const invalidCursor = () =>
  invalidField(['query', 'cursor'], 'Ungültige Seitenmarke. Bitte laden Sie die Liste neu.');

/**
 * The key a cursor names; `partition`: the list's partition, which the cursor must be of (a cursor of
 * another list's partition would be a start key DynamoDB refuses).
 */
export function decodeCursor(
  cursor: string | undefined,
  allowedKeys: readonly string[],
  partition?: string,
): PageKey | undefined {
  if (!cursor) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      parsed &&
      typeof parsed === 'object' &&
      // DynamoDB refuses an empty key attribute as a start key (500 instead of 422).
      Object.entries(parsed).every(
        ([name, value]) => allowedKeys.includes(name) && typeof value === 'string' && value !== '',
      ) &&
      (partition === undefined || (parsed as PageKey).pk === partition)
    ) {
      return parsed as PageKey;
    }
  } catch {
    // falls through to the 422 below
  }
  throw invalidCursor();
}
