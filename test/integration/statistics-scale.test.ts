import { CHECK_GROUPS, OUTCOME_SEVERITIES } from '@baucheck/shared/enums';
import {
  statisticsExportPageSchema,
  statisticsSchema,
  unitRankingPageSchema,
  type StatisticsExportRow,
  type UnitRankingEntry,
} from '@baucheck/shared/statistics';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CountedUnit } from '../../functions/src/repositories/statistics.ts';
import { signedIn } from '../support/accounts.ts';
import type * as Scale from '../support/scale.ts';
import type * as StatisticsSupport from '../support/statistics.ts';
import type { ApiSession } from '../support/http.ts';

/*
 * The statistics at the size of a real Land: a year of daily counters for 2,100 Gemeinden (Bayern has
 * 2,056), written straight into DynamoDB as the counting leaves them. Every answer stays below 1 MB,
 * and its figures equal the sums of the raw counts they were made of. The Land (AGS 94, a key no real
 * Land has) is this file's own; its counters lie in a past year no other test counts in.
 */

const YEAR = 2025;
const UNITS = 2_100;
const MB = 1024 * 1024;

let support: typeof StatisticsSupport;
let scale: typeof Scale;
let admin: ApiSession;
let land: { landId: string; units: CountedUnit[] };

beforeAll(async () => {
  Object.assign(process.env, inject('stackEnv'));
  support = await import('../support/statistics.ts');
  scale = await import('../support/scale.ts');
  admin = await signedIn('admin@baucheck.test');
  land = await support.landWithYearOfStatistics('unit-stats-big', '94', 'Zählland', UNITS, YEAR);
}, 600_000);

afterAll(async () => {
  // The counters stay (nothing lists them without this Land); the Land unit goes, since other files list the Länder.
  if (land) await scale.removeUnits([land.landId]);
});

/** An answer's JSON with its size in bytes. */
async function getJson(path: string): Promise<{ body: unknown; bytes: number }> {
  const response = await admin.request(path);
  const text = await response.text();
  expect(response.status, text.slice(0, 500)).toBe(200);
  return { body: JSON.parse(text), bytes: Buffer.byteLength(text) };
}

/** The raw counts of the range, summed as the page shows them. */
function expectedBetween(from: string, to: string) {
  const perDay = new Map<string, number>();
  const perUnit = new Map<string, number>();
  const perGroup = Object.fromEntries(CHECK_GROUPS.map((group) => [group, 0]));
  const perResult = Object.fromEntries(OUTCOME_SEVERITIES.map((result) => [result, 0]));
  let total = 0;
  for (const count of support.yearOfCounts(land.units, YEAR)) {
    if (count.date < from || count.date > to) continue;
    total += count.count;
    perDay.set(count.date, (perDay.get(count.date) ?? 0) + count.count);
    perUnit.set(count.unit.id, (perUnit.get(count.unit.id) ?? 0) + count.count);
    perGroup[count.group] = (perGroup[count.group] ?? 0) + count.count;
    perResult[count.overall] = (perResult[count.overall] ?? 0) + count.count;
  }
  return { total, perDay, perUnit, perGroup, perResult };
}

describe('statistics for a Land of 2,100 Gemeinden over a year', () => {
  it('answers a year of the Land per day, group and result, summing the raw counts, below 1 MB', async () => {
    const expected = expectedBetween(`${YEAR}-01-01`, `${YEAR}-12-31`);

    const { body, bytes } = await getJson(`/api/plausible/?from=${YEAR}-01-01&to=${YEAR}-12-31&land_id=${land.landId}`);
    const statistics = statisticsSchema.parse(body);

    expect(bytes).toBeLessThan(MB);
    expect(statistics.total).toBe(expected.total);
    expect(statistics.per_day).toHaveLength(365);
    expect(statistics.per_day.every(({ date, count }) => count === expected.perDay.get(date))).toBe(true);
    for (const { group, count } of statistics.per_group) expect(count).toBe(expected.perGroup[group]);
    for (const { overall, count } of statistics.per_result) expect(count).toBe(expected.perResult[overall]);
    expect(statistics.per_land).toEqual([{ land_id: land.landId, name: 'Zählland', ags: '94', count: expected.total }]);
  });

  it('ranks the Land’s Gemeinden for a range that cuts months, page by page, each page small', async () => {
    // A range that starts and ends inside a month: its edge months count only the days inside
    const [from, to] = [`${YEAR}-02-10`, `${YEAR}-11-20`];
    const expected = expectedBetween(from, to);
    const ranking: UnitRankingEntry[] = [];
    let cursor: string | null = null;
    let largest = 0;

    do {
      const query = new URLSearchParams({
        from,
        to,
        land_id: land.landId,
        limit: '100',
        ...(cursor ? { cursor } : {}),
      });
      const { body, bytes } = await getJson(`/api/plausible/units/?${query}`);
      const page = unitRankingPageSchema.parse(body);
      expect(page.unit_count).toBe(UNITS);
      ranking.push(...page.items);
      largest = Math.max(largest, bytes);
      cursor = page.next_cursor;
    } while (cursor);

    expect(largest).toBeLessThan(MB);
    expect(ranking.map((entry) => entry.rank)).toEqual(Array.from({ length: UNITS }, (_, index) => index + 1));
    expect(ranking.every((entry) => entry.count === expected.perUnit.get(entry.reference_unit_id))).toBe(true);
    expect(ranking.every((entry, index) => index === 0 || (ranking[index - 1]?.count ?? 0) >= entry.count)).toBe(true);
    expect(ranking.reduce((sum, entry) => sum + entry.count, 0)).toBe(expected.total);
    expect(ranking.find((entry) => entry.reference_unit_id === 'unit-stats-big-0001')).toMatchObject({
      name: 'Gemeinde Zählland 0001',
      ags: '94000001',
    });
  });

  it('exports a year of the Land month by month, every answer below 1 MB, summing to the year', async () => {
    const expected = expectedBetween(`${YEAR}-01-01`, `${YEAR}-12-31`);
    const rows: StatisticsExportRow[] = [];
    let largest = 0;

    for (let month = 1; month <= 12; month += 1) {
      let cursor: string | null = null;
      do {
        const query = new URLSearchParams({
          land_id: land.landId,
          month: `${YEAR}-${String(month).padStart(2, '0')}`,
          ...(cursor ? { cursor } : {}),
        });
        const { body, bytes } = await getJson(`/api/plausible/export/?${query}`);
        const page = statisticsExportPageSchema.parse(body);
        rows.push(...page.items);
        largest = Math.max(largest, bytes);
        cursor = page.next_cursor;
      } while (cursor);
    }

    expect(largest).toBeLessThan(MB);
    expect(rows).toHaveLength(UNITS * 12);
    expect(rows.reduce((sum, row) => sum + row.total, 0)).toBe(expected.total);
    for (const group of CHECK_GROUPS) {
      expect(rows.reduce((sum, row) => sum + row.per_group[group], 0)).toBe(expected.perGroup[group]);
    }
    for (const result of OUTCOME_SEVERITIES) {
      expect(rows.reduce((sum, row) => sum + row.per_result[result], 0)).toBe(expected.perResult[result]);
    }
    const perUnit = new Map<string, number>();
    for (const row of rows) perUnit.set(row.reference_unit_id, (perUnit.get(row.reference_unit_id) ?? 0) + row.total);
    expect([...perUnit].every(([id, total]) => total === expected.perUnit.get(id))).toBe(true);
  });

  it('lists the Land among all Länder for Germany, below 1 MB', async () => {
    const expected = expectedBetween(`${YEAR}-03-01`, `${YEAR}-03-31`);

    const { body, bytes } = await getJson(`/api/plausible/?from=${YEAR}-03-01&to=${YEAR}-03-31`);
    const statistics = statisticsSchema.parse(body);

    expect(bytes).toBeLessThan(MB);
    expect(statistics.land_id).toBeNull();
    expect(statistics.per_land).toContainEqual({
      land_id: land.landId,
      name: 'Zählland',
      ags: '94',
      count: expected.total,
    });
    expect(statistics.per_land.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['Bayern', 'Baden-Württemberg']),
    );
    expect(statistics.total).toBe(statistics.per_land.reduce((sum, entry) => sum + entry.count, 0));
  });
});
