import { createHash } from 'node:crypto';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#clients/dynamodb';
import { config } from '#lib/config';
import { isConditionFailure } from '#lib/conditional';
import { HttpError } from '#lib/errors';

/*
 * Counters in the table, removed by DynamoDB's TTL after their window.
 *
 * Keys:
 *   fixed window  pk = "RATE#<rule>#<sha256 of the subject>"  sk = "<window start, epoch s>"
 *   quiet window  pk = "RATE#<rule>#<sha256 of the subject>"  sk = "quiet"
 * Subjects (e-mail addresses, client IPs, device cookie ids) are hashed so the counters hold no
 * personal data.
 *
 * An event is counted BEFORE the work it stands for, by a conditional update that fails at the limit:
 * requests sent at the same moment cannot all read "below the limit" and then all go ahead.
 */

export interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
  /**
   * The window starts again only after `windowSeconds` without a counted event, instead of at fixed
   * times: a guesser cannot spend the limit at the end of one window and again at the start of the next.
   */
  quiet?: boolean;
}

export const TOO_MANY_REQUESTS_TEXT =
  'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.';

/** Subjects checked against rules: each pair is a rule and whose counter (an address, a client, …). */
export type RateLimitChecks = Array<[RateLimitRule, string]>;

interface Counter {
  rule: RateLimitRule;
  key: { pk: string; sk: string };
  /** Fixed windows: when the window ends (epoch s). */
  windowEnd: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function counterOf(rule: RateLimitRule, subject: string, now: number): Counter {
  const pk = `RATE#${rule.name}#${createHash('sha256').update(subject).digest('base64url')}`;
  if (rule.quiet) return { rule, key: { pk, sk: 'quiet' }, windowEnd: now + rule.windowSeconds };
  const windowStart = Math.floor(now / rule.windowSeconds) * rule.windowSeconds;
  return { rule, key: { pk, sk: String(windowStart) }, windowEnd: windowStart + rule.windowSeconds };
}

const update = (input: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName'>) =>
  documentClient.send(new UpdateCommand({ TableName: config().TABLE_NAME, ...input }));

/** Whether `work` (a conditional write) went through; false when its condition failed. */
async function written(work: Promise<unknown>): Promise<boolean> {
  try {
    await work;
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Counts one event on a counter unless it is at its limit; the seconds until it takes events again
 * when it is, else null.
 */
async function take(counter: Counter, now: number): Promise<number | null> {
  const { rule, key } = counter;
  const names = { '#count': 'count' };
  if (!rule.quiet) {
    const counted = await written(
      update({
        Key: key,
        UpdateExpression: 'ADD #count :one SET expires_at = :expires',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':one': 1, ':limit': rule.limit, ':expires': counter.windowEnd },
      }),
    );
    return counted ? null : Math.max(1, counter.windowEnd - now);
  }
  const stamps = { ':now': now, ':expires': now + rule.windowSeconds, ':quietSince': now - rule.windowSeconds };
  const counted = await written(
    update({
      Key: key,
      UpdateExpression: 'ADD #count :one SET last_at = :now, expires_at = :expires',
      ConditionExpression: 'attribute_not_exists(#count) OR (#count < :limit AND last_at > :quietSince)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':one': 1, ':limit': rule.limit, ...stamps },
    }),
  );
  if (counted) return null;
  // At the limit, or quiet for a whole window: then the window starts again with this event.
  const restarted = await written(
    update({
      Key: key,
      UpdateExpression: 'SET #count = :one, last_at = :now, expires_at = :expires',
      ConditionExpression: 'attribute_not_exists(#count) OR last_at <= :quietSince',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':one': 1, ...stamps },
    }),
  );
  if (restarted) return null;
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: config().TABLE_NAME, Key: key, ConsistentRead: true }),
  );
  return Math.max(1, ((Item?.last_at as number | undefined) ?? now) + rule.windowSeconds - now);
}

/** Takes a counted event back (ADD -1), e.g. a sign-in that turned out not to be a failure. */
const giveBack = (counter: Counter) =>
  update({
    Key: counter.key,
    UpdateExpression: 'ADD #count :minus',
    ConditionExpression: '#count > :zero',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
  }).catch((error: unknown) => {
    if (!isConditionFailure(error)) throw error;
  });

/** One counted event, which `giveBack` takes back when it should not count after all. */
export interface Attempt {
  giveBack(): Promise<void>;
}

/**
 * Counts one event against each rule's subject, or throws 429 (German text, Retry-After) when any of
 * them is at its limit; then nothing stays counted.
 */
export async function takeAttempt(checks: RateLimitChecks): Promise<Attempt> {
  const now = nowSeconds();
  // All counters at once (one round trip of latency on the sign-in path, not one per rule); those that
  // counted are given back when another one refused.
  const counters = checks.map(([rule, subject]) => counterOf(rule, subject, now));
  const waits = await Promise.all(counters.map((counter) => take(counter, now)));
  const taken = counters.filter((_counter, index) => waits[index] === null);
  const refusals = waits.filter((wait): wait is number => wait !== null);
  if (refusals.length > 0) {
    await Promise.all(taken.map(giveBack));
    throw new HttpError(429, TOO_MANY_REQUESTS_TEXT, { 'Retry-After': String(Math.max(...refusals)) });
  }
  return {
    giveBack: async () => {
      await Promise.all(taken.map(giveBack));
    },
  };
}

/** Starts the rules' counters for their subjects anew (e.g. an account's after a successful sign-in). */
export async function clearCounters(checks: RateLimitChecks): Promise<void> {
  const now = nowSeconds();
  await Promise.all(
    checks.map(([rule, subject]) =>
      documentClient.send(
        new DeleteCommand({ TableName: config().TABLE_NAME, Key: counterOf(rule, subject, now).key }),
      ),
    ),
  );
}

/** Runs `work` as one counted event (taken before it starts), given back when `work` throws. */
export async function counted<T>(checks: RateLimitChecks, work: () => Promise<T>): Promise<T> {
  const attempt = await takeAttempt(checks);
  try {
    return await work();
  } catch (error) {
    await attempt.giveBack();
    throw error;
  }
}

/** Whether any rule is at its limit for its subject right now (a read; counts nothing). */
export async function isLimited(checks: RateLimitChecks): Promise<boolean> {
  const now = nowSeconds();
  const states = await Promise.all(
    checks.map(async ([rule, subject]) => {
      const { Item } = await documentClient.send(
        new GetCommand({
          TableName: config().TABLE_NAME,
          Key: counterOf(rule, subject, now).key,
          ConsistentRead: true,
        }),
      );
      const count = (Item?.count as number | undefined) ?? 0;
      const current = !rule.quiet || ((Item?.last_at as number | undefined) ?? 0) > now - rule.windowSeconds;
      return current && count >= rule.limit;
    }),
  );
  return states.some(Boolean);
}
