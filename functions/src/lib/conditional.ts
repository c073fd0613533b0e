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
