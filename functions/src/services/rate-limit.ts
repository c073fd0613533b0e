import { createHash } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#clients/dynamodb';
import { config } from '#lib/config';
import { HttpError } from '#lib/errors';

/*
 * Fixed-window counters in the table, removed by DynamoDB's TTL after their window.
 *
 * Keys:
 *   counter  pk = "RATE#<rule>#<sha256 of the subject>"  sk = "<window start, epoch s>"
 * Subjects (e-mail addresses, client IPs, device cookie ids) are hashed so the counters hold no
 * personal data.
 */

export interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

export const TOO_MANY_REQUESTS_TEXT =
  'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.';

const counterKey = (rule: RateLimitRule, subject: string, now: number) => {
  const windowStart = Math.floor(now / rule.windowSeconds) * rule.windowSeconds;
  const hashed = createHash('sha256').update(subject).digest('base64url');
  return {
    key: { pk: `RATE#${rule.name}#${hashed}`, sk: String(windowStart) },
    expiresAt: windowStart + rule.windowSeconds,
  };
};

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Subjects checked against rules: each pair is a rule and whose counter (an address, a client, …). */
export type RateLimitChecks = Array<[RateLimitRule, string]>;

/**
 * Seconds until the first rule that has reached its limit for its subject in the current window
 * starts a new one; null when none has.
 */
export async function limitedFor(checks: RateLimitChecks): Promise<number | null> {
  const now = nowSeconds();
  const counts = await Promise.all(
    checks.map(async ([rule, subject]) => {
      const { Item } = await documentClient.send(
        new GetCommand({ TableName: config().TABLE_NAME, Key: counterKey(rule, subject, now).key }),
      );
      return { rule, count: (Item?.count as number | undefined) ?? 0 };
    }),
  );
  const limited = counts.find(({ rule, count }) => count >= rule.limit);
  return limited ? limited.rule.windowSeconds - (now % limited.rule.windowSeconds) : null;
}

/** Throws 429 when any of the rules has reached its limit for its subject in the current window. */
export async function assertNotLimited(checks: RateLimitChecks): Promise<void> {
  const retryAfter = await limitedFor(checks);
  if (retryAfter !== null) {
    throw new HttpError(429, TOO_MANY_REQUESTS_TEXT, { 'Retry-After': String(retryAfter) });
  }
}

/** Counts one event against each rule's subject. */
export async function recordHits(checks: RateLimitChecks): Promise<void> {
  const now = nowSeconds();
  await Promise.all(
    checks.map(([rule, subject]) => {
      const { key, expiresAt } = counterKey(rule, subject, now);
      return documentClient.send(
        new UpdateCommand({
          TableName: config().TABLE_NAME,
          Key: key,
          UpdateExpression: 'ADD #count :one SET expires_at = :expires',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':expires': expiresAt },
        }),
      );
    }),
  );
}
