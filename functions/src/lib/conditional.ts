import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { HttpError } from './errors.ts';

export const STALE_VERSION_TEXT =
  'Der Datensatz wurde inzwischen von jemand anderem geändert. Bitte laden Sie die Seite neu und wiederholen Sie Ihre Änderung.';

/** True when DynamoDB refused a write because one of its conditions did not hold. */
export const isConditionFailure = (error: unknown): boolean =>
  error instanceof ConditionalCheckFailedException ||
  (error instanceof TransactionCanceledException &&
    (error.CancellationReasons ?? []).some((reason) => reason.Code === 'ConditionalCheckFailed'));

/** The 409 that every stale, version-conditioned write answers with. */
export const staleVersion = () => new HttpError(409, STALE_VERSION_TEXT);

/** The cancellation reason codes of a transaction, by item (empty for any other error). */
export const cancellationReasons = (error: unknown): Array<string | undefined> =>
  error instanceof TransactionCanceledException ? (error.CancellationReasons ?? []).map((reason) => reason.Code) : [];

/** True when a write was refused for a condition or cancelled by a concurrent transaction on its items. */
export const isWriteConflict = (error: unknown): boolean =>
  isConditionFailure(error) || cancellationReasons(error).includes('TransactionConflict');

/** The 409 of a write to a check that was deleted (it stays readable, but nothing of it changes any more). */
export const deletedCheck = () => new HttpError(409, 'Ein gelöschter Check kann nicht bearbeitet werden.');

/**
 * The update of a versioned record's fields, conditional on the version read: the record as it will be,
 * and the expression parts (`#version = :expected_version` as condition; callers may add to it).
 */
export function versionedUpdate<T extends { version: number; updated_at: string }>(
  current: T,
  changes: Partial<NoInfer<T>>,
): {
  updated: T;
  UpdateExpression: string;
  ConditionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
} {
  const updated: T = { ...current, ...changes, version: current.version + 1, updated_at: new Date().toISOString() };
  const names: Record<string, string> = { '#version': 'version', '#updated_at': 'updated_at' };
  const values: Record<string, unknown> = {
    // Not `:<field>`-shaped like the changed fields' placeholders (a test case has a field `expected`).
    ':expected_version': current.version,
    ':next': updated.version,
    ':now': updated.updated_at,
  };
  const sets = ['#version = :next', '#updated_at = :now'];
  for (const [field, value] of Object.entries(changes)) {
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    sets.push(`#${field} = :${field}`);
  }
  return {
    updated,
    UpdateExpression: `SET ${sets.join(', ')}`,
    ConditionExpression: '#version = :expected_version',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}
