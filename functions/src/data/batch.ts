import {
  BatchGetCommand,
  BatchWriteCommand,
  type BatchWriteCommandInput,
  type BatchWriteCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#clients/dynamodb';
import { config } from '#lib/config';

type WriteRequest = NonNullable<BatchWriteCommandInput['RequestItems']>[string][number];
type Key = Record<string, unknown>;

const table = () => config().TABLE_NAME;

/** Splits a list into chunks of at most `size` (DynamoDB's batch limits: 25 writes, 100 reads). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += size) result.push(items.slice(index, index + size));
  return result;
}

/** Writes every request (puts and deletes), 25 per call, repeating what DynamoDB left unprocessed. */
export async function batchWriteAll(requests: readonly WriteRequest[]): Promise<void> {
  for (const chunk of chunks(requests, 25)) {
    let pending: WriteRequest[] | undefined = chunk;
    while (pending && pending.length > 0) {
      const result: BatchWriteCommandOutput = await documentClient.send(
        new BatchWriteCommand({ RequestItems: { [table()]: pending } }),
      );
      pending = result.UnprocessedItems?.[table()];
    }
  }
}

/**
 * The items with these keys that exist (in no particular order), 100 keys per call; with `attributes`,
 * only those attributes of each item (name the key attributes too, to tell the items apart).
 */
export async function batchGetAll<T>(
  keys: readonly Key[],
  consistent = false,
  attributes?: readonly string[],
): Promise<T[]> {
  const projection = attributes
    ? {
        ProjectionExpression: attributes.map((_, index) => `#a${index}`).join(', '),
        ExpressionAttributeNames: Object.fromEntries(attributes.map((name, index) => [`#a${index}`, name])),
      }
    : {};
  const found: T[] = [];
  for (const chunk of chunks(keys, 100)) {
    let pending: Key[] = chunk;
    while (pending.length > 0) {
      const { Responses, UnprocessedKeys } = await documentClient.send(
        new BatchGetCommand({
          RequestItems: { [table()]: { Keys: pending, ConsistentRead: consistent, ...projection } },
        }),
      );
      found.push(...((Responses?.[table()] ?? []) as T[]));
      pending = (UnprocessedKeys?.[table()]?.Keys ?? []) as Key[];
    }
  }
  return found;
}
