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
