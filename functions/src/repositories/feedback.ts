import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Feedback } from '@baucheck/shared/feedback';
import { documentClient } from '#clients/dynamodb';
import { config } from '#lib/config';

/*
 * Accessibility feedback sent through the form of the Erklärung zur Barrierefreiheit.
 *
 * Keys:
 *   feedback  pk = "FEEDBACK"  sk = "<created_at ISO>#<id>"  expires_at = created_at + 2 years
 *
 * Access patterns:
 *   store one feedback                       → PutItem (condition: new key)
 *   newest feedback first (administrators)   → Query pk = "FEEDBACK", ScanIndexForward false, Limit
 *
 * One partition is enough: a public authority receives a handful of messages a month. The items
 * expire after two years (DynamoDB TTL), so voluntary contact details are not kept longer than needed.
 */

const PARTITION = 'FEEDBACK';
const RETENTION_SECONDS = 2 * 365 * 24 * 60 * 60;
const table = () => config().TABLE_NAME;

export type NewFeedback = Omit<Feedback, 'id' | 'created_at'>;

/** Items carry their keys besides the record's fields; nothing reads them from the record. */
const fromItem = (item: Record<string, unknown>): Feedback => ({
  id: item.id as string,
  message: item.message as string,
  page: (item.page as string | null | undefined) ?? null,
  name: (item.name as string | null | undefined) ?? null,
  email: (item.email as string | null | undefined) ?? null,
  created_at: item.created_at as string,
});

export async function createFeedback(input: NewFeedback, now = new Date()): Promise<Feedback> {
  const record: Feedback = { id: randomUUID(), ...input, created_at: now.toISOString() };
  await documentClient.send(
    new PutCommand({
      TableName: table(),
      Item: {
        pk: PARTITION,
        sk: `${record.created_at}#${record.id}`,
        entity: 'Feedback',
        ...record,
        updated_at: record.created_at,
        version: 1,
        expires_at: Math.floor(now.getTime() / 1000) + RETENTION_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return record;
}

/** The newest feedback first, at most `limit` items. */
export async function listFeedback(limit: number): Promise<Feedback[]> {
  const { Items } = await documentClient.send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': PARTITION },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (Items ?? []).map(fromItem);
}
