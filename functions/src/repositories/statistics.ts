import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Completion } from '@baucheck/shared/statistics';
import { documentClient } from '#clients/dynamodb';
import { config } from '#lib/config';
import { queryAll } from '../data/query.ts';

/*
 * Anonymous usage counters: no personal data, only how many checks were completed.
 *
 * Keys:
 *   counter  pk = "STATS#<yyyy-mm>"  sk = "<yyyy-mm-dd>#<group>#<reference unit id>#<overall result>"  count
 *
 * Access patterns:
 *   count a completion              → UpdateItem ADD count 1
 *   counters of a date range        → Query per month in the range, sk BETWEEN "<from>" AND "<to>~"
 */

export interface CounterRecord extends Completion {
  date: string;
  count: number;
}

export async function countCompletion(completion: Completion, date: string): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: config().TABLE_NAME,
      Key: {
        pk: `STATS#${date.slice(0, 7)}`,
        sk: `${date}#${completion.group}#${completion.reference_unit_id}#${completion.overall}`,
      },
      UpdateExpression:
        'ADD #count :one SET #date = :date, #group = :group, reference_unit_id = :unit, overall = :overall',
      ExpressionAttributeNames: { '#count': 'count', '#date': 'date', '#group': 'group' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':date': date,
        ':group': completion.group,
        ':unit': completion.reference_unit_id,
        ':overall': completion.overall,
      },
    }),
  );
}

/** Counters from `from` to `to` (inclusive, YYYY-MM-DD). */
export async function countersBetween(from: string, to: string): Promise<CounterRecord[]> {
  const months: string[] = [];
  for (
    let month = new Date(`${from.slice(0, 7)}-01T00:00:00Z`);
    month.toISOString().slice(0, 10) <= to;
    month.setUTCMonth(month.getUTCMonth() + 1)
  ) {
    months.push(month.toISOString().slice(0, 7));
  }
  const pages = await Promise.all(
    months.map((month) =>
      queryAll<CounterRecord>({
        TableName: config().TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': `STATS#${month}`, ':from': from, ':to': `${to}~` },
      }),
    ),
  );
  return pages.flat();
}
