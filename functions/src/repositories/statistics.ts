import { randomUUID } from 'node:crypto';
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { CHECK_GROUPS, OUTCOME_SEVERITIES, type CheckGroup, type OutcomeSeverity } from '@baucheck/shared/enums';
import type { Completion } from '@baucheck/shared/statistics';
import { documentClient } from '#clients/dynamodb';
import { cancellationReasons } from '#lib/conditional';
import { config } from '#lib/config';
import { batchGetAll } from '../data/batch.ts';
import { decodeCursor, encodeCursor } from '../data/cursor.ts';
import { queryAll } from '../data/query.ts';

/*
 * Anonymous usage counters: no personal data, only how many checks were completed. At Germany's size
 * (16 Länder, about 10,800 Gemeinden, a year of daily counts) nothing reads the single completions:
 * each completion adds 1 to two pre-aggregated items, and the statistics page reads those.
 *
 * Keys:
 *   Land day    pk = "STATS#DAY#<land id>"               sk = "<yyyy-mm-dd>"
 *               total, g_<group> and r_<result> counts of the Land's units (and the Land itself) that day
 *   unit month  pk = "STATS#MONTH#<land id>#<yyyy-mm>"   sk = "<unit id>"
 *               total, g_<group> and r_<result> counts of the unit that month, with the unit's name
 *               and AGS as they were at its last count (a deleted or renamed unit keeps a readable row)
 *   unit days   pk = "STATS#DAYS#<land id>#<yyyy-mm>"    sk = "<unit id>"   d01 … d31 (per day)
 *   unit year   pk = "STATS#YEAR#<land id>#<yyyy>"       sk = "<unit id>"   m01 … m12 (per month)
 *   (days and years hold numbers only: the ranking reads them for every unit of a Land, and names
 *   only for the units of the page it answers)
 *
 * Access patterns:
 *   count a completion        → one TransactWriteItems of four UpdateItems (ADD) on the unit's Land
 *                               day, unit month, unit days and unit year, so they never disagree
 *   a Land's days in a range  → Query pk = "STATS#DAY#<land>", sk BETWEEN from AND to (≤ 366 items)
 *   Germany's days            → the same for each Land (≤ 16 queries; no Germany-wide item, which every
 *                               completion in the country would have to write)
 *   a Land's units in a range → the range's whole months from the unit years (≤ 2 queries), the days
 *                               inside its edge months from the unit days (≤ 2 queries): at most four
 *                               small items per unit, summed and ranked in memory (a Land has at most
 *                               about 2,300 Gemeinden: Rheinland-Pfalz); then the names of a page's
 *                               units → BatchGetItem of their unit months
 *   export a Land's month     → Query pk = "STATS#MONTH#<land>#<month>" a page at a time
 */

const table = () => config().TABLE_NAME;
const landDayPartition = (landId: string) => `STATS#DAY#${landId}`;
const unitMonthPartition = (landId: string, month: string) => `STATS#MONTH#${landId}#${month}`;
const unitDaysPartition = (landId: string, month: string) => `STATS#DAYS#${landId}#${month}`;
const unitYearPartition = (landId: string, year: string) => `STATS#YEAR#${landId}#${year}`;
const groupAttribute = (group: CheckGroup) => `g_${group}`;
const resultAttribute = (result: OutcomeSeverity) => `r_${result}`;
const dayAttribute = (date: string) => `d${date.slice(8, 10)}`;
const monthAttribute = (month: string) => `m${month.slice(5, 7)}`;

/** The unit a completion is counted for, as the count stores it. */
export interface CountedUnit {
  id: string;
  name: string;
  ags: string;
  /** The unit's Land: its parent, or the unit itself for a Land. */
  land_id: string;
}

/** A transaction touching the same Land day as a concurrent one is cancelled; it is tried again. */
const CONFLICT_ATTEMPTS = 5;

/** Adds one completion of `unit` on `date` (YYYY-MM-DD) to its Land's day and its own month and year. */
export async function countCompletion(completion: Completion, unit: CountedUnit, date: string): Promise<void> {
  const adds = (extra: Record<string, string>) => {
    const counted = {
      '#total': 'total',
      '#group': groupAttribute(completion.group),
      '#result': resultAttribute(completion.overall),
      ...extra,
    };
    return {
      names: counted,
      expression: `ADD ${Object.keys(counted)
        .map((name) => `${name} :one`)
        .join(', ')}`,
    };
  };
  const day = adds({});
  const month = adds({});
  const unitFields = {
    names: { '#name': 'name' },
    values: { ':land': unit.land_id, ':unit': unit.id, ':name': unit.name, ':ags': unit.ags },
    expression: 'land_id = :land, reference_unit_id = :unit, #name = :name, ags = :ags',
  };
  // A fresh token per attempt: a cancelled transaction changed nothing; the SDK's own retries of one
  // attempt (after a network error) reuse its token and so count once.
  const attemptCommand = () =>
    new TransactWriteCommand({
      ClientRequestToken: randomUUID(),
      TransactItems: [
        {
          Update: {
            TableName: table(),
            Key: { pk: landDayPartition(unit.land_id), sk: date },
            UpdateExpression: `${day.expression} SET land_id = :land, #date = :date`,
            ExpressionAttributeNames: { ...day.names, '#date': 'date' },
            ExpressionAttributeValues: { ':one': 1, ':land': unit.land_id, ':date': date },
          },
        },
        {
          Update: {
            TableName: table(),
            Key: { pk: unitMonthPartition(unit.land_id, date.slice(0, 7)), sk: unit.id },
            UpdateExpression: `${month.expression} SET #month = :month, ${unitFields.expression}`,
            ExpressionAttributeNames: { ...month.names, ...unitFields.names, '#month': 'month' },
            ExpressionAttributeValues: { ':one': 1, ':month': date.slice(0, 7), ...unitFields.values },
          },
        },
        {
          Update: {
            TableName: table(),
            Key: { pk: unitDaysPartition(unit.land_id, date.slice(0, 7)), sk: unit.id },
            UpdateExpression: 'ADD #day :one',
            ExpressionAttributeNames: { '#day': dayAttribute(date) },
            ExpressionAttributeValues: { ':one': 1 },
          },
        },
        {
          Update: {
            TableName: table(),
            Key: { pk: unitYearPartition(unit.land_id, date.slice(0, 4)), sk: unit.id },
            UpdateExpression: 'ADD #month :one',
            ExpressionAttributeNames: { '#month': monthAttribute(date) },
            ExpressionAttributeValues: { ':one': 1 },
          },
        },
      ],
    });
  for (let attempt = 1; ; attempt += 1) {
    try {
      await documentClient.send(attemptCommand());
      return;
    } catch (error) {
      if (attempt >= CONFLICT_ATTEMPTS || !cancellationReasons(error).includes('TransactionConflict')) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

/** Counts of one Land day, one unit month or a sum of them: total, per group and per result. */
export interface Tally {
  total: number;
  per_group: Record<CheckGroup, number>;
  per_result: Record<OutcomeSeverity, number>;
}

export const emptyTally = (): Tally => ({
  total: 0,
  per_group: Object.fromEntries(CHECK_GROUPS.map((group) => [group, 0])) as Tally['per_group'],
  per_result: Object.fromEntries(OUTCOME_SEVERITIES.map((result) => [result, 0])) as Tally['per_result'],
});

/** Adds an item's counts to `into`. */
function addCounts(into: Tally, item: Record<string, unknown>): Tally {
  into.total += Number(item.total ?? 0);
  for (const group of CHECK_GROUPS) into.per_group[group] += Number(item[groupAttribute(group)] ?? 0);
  for (const result of OUTCOME_SEVERITIES) into.per_result[result] += Number(item[resultAttribute(result)] ?? 0);
  return into;
}

const tallyOf = (item: Record<string, unknown>) => addCounts(emptyTally(), item);

/** Adds another tally's counts to `into`. */
export function addTally(into: Tally, other: Tally): Tally {
  into.total += other.total;
  for (const group of CHECK_GROUPS) into.per_group[group] += other.per_group[group];
  for (const result of OUTCOME_SEVERITIES) into.per_result[result] += other.per_result[result];
  return into;
}

/** A Land's counts per day from `from` to `to` (inclusive), only the days with completions. */
export async function landDaysBetween(landId: string, from: string, to: string): Promise<Map<string, Tally>> {
  const items = await queryAll<Record<string, unknown>>({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': landDayPartition(landId), ':from': from, ':to': to },
  });
  return new Map(items.map((item) => [String(item.sk), tallyOf(item)]));
}

/** The calendar months (YYYY-MM) that the range touches, in order. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (
    let month = new Date(`${from.slice(0, 7)}-01T00:00:00Z`);
    month.toISOString().slice(0, 7) <= to.slice(0, 7);
    month.setUTCMonth(month.getUTCMonth() + 1)
  ) {
    months.push(month.toISOString().slice(0, 7));
  }
  return months;
}

/** The days of `month` (YYYY-MM) inside the range, or null when the range covers the whole month. */
function daysInside(month: string, from: string, to: string): string[] | null {
  const first = `${month}-01`;
  const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
  if (from <= first && to >= last) return null;
  const days: string[] = [];
  for (let day = new Date(`${first}T00:00:00Z`); ; day.setUTCDate(day.getUTCDate() + 1)) {
    const date = day.toISOString().slice(0, 10);
    if (date > last) break;
    if (date >= from && date <= to) days.push(date);
  }
  return days;
}

/** The sum of the `counted` attributes of every unit item of a partition, by unit id. */
async function unitSums(pk: string, counted: readonly string[]): Promise<Array<[string, number]>> {
  // The items hold only their counts: read whole (a projection costs DynamoDB Local more than it saves).
  const items = await queryAll<Record<string, unknown>>({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': pk },
    // Pages of a bounded size: each call stays short, also on a busy machine.
    Limit: 1000,
  });
  return items.map((item) => [
    String(item.sk),
    counted.reduce((sum, attribute) => sum + Number(item[attribute] ?? 0), 0),
  ]);
}

/**
 * The completed checks from `from` to `to` of every unit of a Land that had any, by unit id: the
 * range's whole months from the unit years, the days inside the months at its edges from the unit
 * days; at most four queries, all at once.
 */
export async function landUnitCountsBetween(landId: string, from: string, to: string): Promise<Map<string, number>> {
  const wholeMonths = new Map<string, string[]>();
  const parts: Array<Promise<Array<[string, number]>>> = [];
  for (const month of monthsBetween(from, to)) {
    const days = daysInside(month, from, to);
    if (days) {
      parts.push(unitSums(unitDaysPartition(landId, month), days.map(dayAttribute)));
    } else {
      const year = month.slice(0, 4);
      wholeMonths.set(year, [...(wholeMonths.get(year) ?? []), monthAttribute(month)]);
    }
  }
  for (const [year, months] of wholeMonths) parts.push(unitSums(unitYearPartition(landId, year), months));
  const counts = new Map<string, number>();
  for (const [unitId, count] of (await Promise.all(parts)).flat()) {
    if (count > 0) counts.set(unitId, (counts.get(unitId) ?? 0) + count);
  }
  return counts;
}

/**
 * Name and AGS of the units (at most a page of them) as last counted in the range's months: from
 * the latest month back, until every unit is named.
 */
export async function unitNamesIn(
  landId: string,
  unitIds: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, { name: string; ags: string }>> {
  const names = new Map<string, { name: string; ags: string }>();
  for (const month of monthsBetween(from, to).reverse()) {
    const missing = unitIds.filter((id) => !names.has(id));
    if (missing.length === 0) break;
    const items = await batchGetAll<Record<string, unknown>>(
      missing.map((id) => ({ pk: unitMonthPartition(landId, month), sk: id })),
    );
    for (const item of items) names.set(String(item.sk), { name: String(item.name), ags: String(item.ags ?? '') });
  }
  return names;
}

/** One unit's counts of one month, as the export lists them. */
export interface UnitMonthRow extends Tally {
  month: string;
  land_id: string;
  reference_unit_id: string;
  name: string;
  ags: string;
}

/** A page of a Land's units with their counts of one month (YYYY-MM), by unit id. */
export async function landUnitMonthPage(
  landId: string,
  month: string,
  options: { cursor?: string; limit: number },
): Promise<{ items: UnitMonthRow[]; nextCursor: string | null }> {
  const page = await documentClient.send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': unitMonthPartition(landId, month) },
      Limit: options.limit,
      ExclusiveStartKey: decodeCursor(options.cursor, ['pk', 'sk']),
    }),
  );
  return {
    items: (page.Items ?? []).map((item) => ({
      month,
      land_id: landId,
      reference_unit_id: String(item.sk),
      name: String(item.name ?? item.sk),
      ags: String(item.ags ?? ''),
      ...tallyOf(item),
    })),
    nextCursor: encodeCursor(page.LastEvaluatedKey),
  };
}

/**
 * The pre-aggregated items that counting `counts` (completions per date, unit, group and result) one
 * by one would leave: for tests and benchmarks that need a year of statistics for thousands of units,
 * which no API writes in bulk.
 */
export function aggregateItems(
  counts: Iterable<{ date: string; unit: CountedUnit; group: CheckGroup; overall: OutcomeSeverity; count: number }>,
): Array<Record<string, unknown>> {
  const items = new Map<string, Record<string, unknown>>();
  const add = (
    key: { pk: string; sk: string },
    fields: Record<string, unknown>,
    attributes: string[],
    count: number,
  ) => {
    const id = `${key.pk}|${key.sk}`;
    const item = items.get(id) ?? { ...key, ...fields };
    for (const attribute of attributes) item[attribute] = Number(item[attribute] ?? 0) + count;
    items.set(id, item);
  };
  for (const { date, unit, group, overall, count } of counts) {
    const counted = ['total', groupAttribute(group), resultAttribute(overall)];
    add({ pk: landDayPartition(unit.land_id), sk: date }, { land_id: unit.land_id, date }, counted, count);
    add(
      { pk: unitMonthPartition(unit.land_id, date.slice(0, 7)), sk: unit.id },
      { land_id: unit.land_id, reference_unit_id: unit.id, name: unit.name, ags: unit.ags, month: date.slice(0, 7) },
      counted,
      count,
    );
    add({ pk: unitDaysPartition(unit.land_id, date.slice(0, 7)), sk: unit.id }, {}, [dayAttribute(date)], count);
    add({ pk: unitYearPartition(unit.land_id, date.slice(0, 4)), sk: unit.id }, {}, [monthAttribute(date)], count);
  }
  return [...items.values()];
}
