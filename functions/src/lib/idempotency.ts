import {
  IdempotencyAlreadyInProgressError,
  IdempotencyConfig,
  IdempotencyValidationError,
  makeIdempotent,
} from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { IDEMPOTENCY_HEADER } from '@baucheck/shared/http-constants';
import { dynamoDbClient } from '#clients/dynamodb';
import { TABLE_DESIGN } from '../data/table-design.ts';
import { config } from './config.ts';
import { HttpError, invalidField } from './errors.ts';
import { derivedKey, sign } from './signed-token.ts';

/*
 * Writes a client may retry after a timeout (publish, duplicate, account creation) are idempotent
 * when the client sends an `Idempotency-Key`: the first request runs and its answer is kept for a
 * day; a retry with the same key gets that answer instead of running again, and a retry while the
 * first one still runs gets 409. Powertools' idempotency utility does the bookkeeping (conditional
 * writes, in-progress records that expire with the Lambda's own deadline, so a request that was
 * stopped at its timeout can be retried). A request that fails (4xx/5xx) keeps nothing, so its retry
 * runs again. Without the header a route behaves as before.
 *
 * Keys: pk = "IDEMPOTENCY"  sk = "<function>#<hash of user, route, path and key>"  (TTL expires_at)
 */

const KEY_PATTERN = /^[\w-]{16,128}$/;
const KEPT_SECONDS = 24 * 60 * 60;

const IN_PROGRESS_TEXT =
  'Diese Anfrage wird gerade bereits bearbeitet. Bitte warten Sie einen Moment und laden Sie dann die Seite neu.';
const KEY_REUSED_TEXT = 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.';

/** What identifies one intended change: who asks, on which route and path, with which key. */
interface IdempotentCall {
  scope: string;
  request: unknown;
}

const idempotencyConfig = new IdempotencyConfig({
  eventKeyJmesPath: 'scope',
  payloadValidationJmesPath: 'request',
  expiresAfterSeconds: KEPT_SECONDS,
});

let requestKey: Buffer | undefined;
/**
 * What the kept record holds of a request to tell a reused key: a keyed hash of it. Powertools would
 * store an unsalted MD5 of the request itself, and a registration's request holds the password.
 */
const fingerprintOf = (request: unknown) =>
  sign(JSON.stringify(request ?? null), (requestKey ??= derivedKey(config().CSRF_SECRET, 'idempotent request')));

let runIdempotently: (<T>(call: IdempotentCall, work: () => Promise<T>) => Promise<T>) | undefined;

/** Built on first use, when the function's environment (table name) is known. */
function idempotentRunner() {
  runIdempotently ??= makeIdempotent(async <T>(_call: IdempotentCall, work: () => Promise<T>) => work(), {
    persistenceStore: new DynamoDBPersistenceLayer({
      tableName: config().TABLE_NAME,
      awsSdkV3Client: dynamoDbClient,
      keyAttr: TABLE_DESIGN.partitionKey,
      sortKeyAttr: TABLE_DESIGN.sortKey,
      staticPkValue: 'IDEMPOTENCY',
      expiryAttr: TABLE_DESIGN.timeToLiveAttribute,
    }),
    config: idempotencyConfig,
    dataIndexArgument: 0,
  }) as <T>(call: IdempotentCall, work: () => Promise<T>) => Promise<T>;
  return runIdempotently;
}

/** The request's Idempotency-Key, or null when it sent none; 422 for a key that cannot be one. */
export function idempotencyKeyOf(event: APIGatewayProxyEventV2): string | null {
  const key = event.headers?.[IDEMPOTENCY_HEADER.toLowerCase()];
  if (key === undefined) return null;
  if (!KEY_PATTERN.test(key))
    throw invalidField(
      ['header', IDEMPOTENCY_HEADER],
      'Der Idempotency-Key muss 16 bis 128 Zeichen aus A–Z, a–z, 0–9, _ und - haben.',
    );
  return key;
}

/**
 * Runs `work` once per key: a retry with the same key and request gets the kept answer. `request`
 * is what the answer depends on besides the path (the validated body), so a reused key with another
 * body is refused instead of answered with the first one's result.
 */
export async function once<T>(
  options: { key: string; userId: string | null; event: APIGatewayProxyEventV2; context: Context; request: unknown },
  work: () => Promise<T>,
): Promise<T> {
  idempotencyConfig.registerLambdaContext(options.context);
  const scope = [options.userId ?? 'anonym', options.event.routeKey, options.event.rawPath, options.key].join(' ');
  try {
    return await idempotentRunner()({ scope, request: fingerprintOf(options.request) }, work);
  } catch (error) {
    if (error instanceof IdempotencyAlreadyInProgressError) throw new HttpError(409, IN_PROGRESS_TEXT);
    if (error instanceof IdempotencyValidationError)
      throw invalidField(['header', IDEMPOTENCY_HEADER], KEY_REUSED_TEXT);
    throw error;
  }
}
