import { CHECK_GROUPS, OUTCOME_SEVERITIES } from '@baucheck/shared/enums';
import { statisticsSchema, type Completion, type Statistics } from '@baucheck/shared/statistics';
import { describe, expect, it } from 'vitest';
import { DEMO_UNITS } from '../../functions/local/seed/reference-units.ts';
import { signedIn } from '../support/accounts.ts';
import { expectJson } from '../support/checks.ts';
import { ApiSession } from '../support/http.ts';

/*
 * The anonymous usage statistics: residents count completed checks, the administrator reads totals
 * and the stored day × group × unit × result counters. Other test files count completions on the
 * same stack, so the expectations are the counters read before plus what this test counted.
 */

type Row = Statistics['rows'][number];

const UNIT_NAMES: Record<string, string> = {
  [DEMO_UNITS.lindenau]: 'Markt Lindenau',
  [DEMO_UNITS.tannbach]: 'Stadt Tannbach',
};

/** The server's date (UTC), which names the day a completion is counted on. */
const utcDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Each call speaks as its own client address (CloudFront's viewer header), clear of other tests' limits. */
function countCompletion(completion: Completion) {
  return new ApiSession().request('/api/quick-checks/completions/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': '198.51.100.77:4431' },
    body: JSON.stringify(completion),
  });
}

async function statistics(admin: ApiSession, from: string, to: string): Promise<Statistics> {
  return statisticsSchema.parse(await expectJson(await admin.request(`/api/plausible/?from=${from}&to=${to}`), 200));
}

/** The order the API promises: date, group (as in CHECK_GROUPS), unit name, result (as in OUTCOME_SEVERITIES). */
const byRowOrder = (a: Row, b: Row) =>
  a.date.localeCompare(b.date) ||
  CHECK_GROUPS.indexOf(a.group) - CHECK_GROUPS.indexOf(b.group) ||
  a.name.localeCompare(b.name, 'de') ||
  a.reference_unit_id.localeCompare(b.reference_unit_id) ||
  OUTCOME_SEVERITIES.indexOf(a.overall) - OUTCOME_SEVERITIES.indexOf(b.overall);

const keyOf = (row: Pick<Row, 'date' | 'group' | 'reference_unit_id' | 'overall'>) =>
  `${row.date}|${row.group}|${row.reference_unit_id}|${row.overall}`;

describe('usage statistics', () => {
  it('answers the stored counters per day, group, unit and result, sorted, consistent with the totals', async () => {
    // Prepare: the counters of today before this test, and completions in two groups and two units
    const admin = await signedIn('admin@baucheck.test');
    const today = utcDay();
    const before = await statistics(admin, today, today);
    const completions: Completion[] = [
      { reference_unit_id: DEMO_UNITS.lindenau, group: 'gartenhaus', overall: 'verfahrensfrei' },
      { reference_unit_id: DEMO_UNITS.lindenau, group: 'gartenhaus', overall: 'verfahrensfrei' },
      { reference_unit_id: DEMO_UNITS.lindenau, group: 'gartenhaus', overall: 'genehmigungspflichtig' },
      { reference_unit_id: DEMO_UNITS.tannbach, group: 'carport_garage', overall: 'bauaufsicht_kontaktieren' },
      { reference_unit_id: DEMO_UNITS.tannbach, group: 'gartenhaus', overall: 'verfahrensfrei' },
    ];

    // Act
    for (const completion of completions) expect((await countCompletion(completion)).status).toBe(204);
    const after = await statistics(admin, today, today);

    // Assess: exactly the earlier rows plus the new completions, in the promised order
    const expected = new Map(before.rows.map((row) => [keyOf(row), { ...row }]));
    for (const completion of completions) {
      const key = keyOf({ ...completion, date: today });
      const row = expected.get(key) ?? {
        ...completion,
        date: today,
        name: UNIT_NAMES[completion.reference_unit_id] ?? '',
        count: 0,
      };
      row.count += 1;
      expected.set(key, row);
    }
    expect(after.rows).toEqual([...expected.values()].sort(byRowOrder));
    const lindenauGardenHouseFree = {
      date: today,
      group: 'gartenhaus',
      reference_unit_id: DEMO_UNITS.lindenau,
      overall: 'verfahrensfrei',
    } as const;
    const countedBefore = before.rows.find((row) => keyOf(row) === keyOf(lindenauGardenHouseFree))?.count ?? 0;
    expect(after.rows).toContainEqual({ ...lindenauGardenHouseFree, name: 'Markt Lindenau', count: countedBefore + 2 });
    expect(after.total).toBe(before.total + completions.length);

    // The totals are the sums of the rows
    const sumOf = (predicate: (row: Row) => boolean) =>
      after.rows.filter(predicate).reduce((sum, row) => sum + row.count, 0);
    expect(sumOf(() => true)).toBe(after.total);
    expect(after.per_day).toEqual([{ date: today, count: after.total }]);
    for (const { group, count } of after.per_group) expect(sumOf((row) => row.group === group)).toBe(count);
    for (const { overall, count } of after.per_result) expect(sumOf((row) => row.overall === overall)).toBe(count);
    for (const { reference_unit_id: id, count } of after.per_reference_unit) {
      expect(sumOf((row) => row.reference_unit_id === id)).toBe(count);
    }
  });

  it('leaves out counters outside the range and answers every day of it', async () => {
    const admin = await signedIn('admin@baucheck.test');
    expect(
      (
        await countCompletion({
          reference_unit_id: DEMO_UNITS.lindenau,
          group: 'gartenhaus',
          overall: 'verfahrensfrei',
        })
      ).status,
    ).toBe(204);

    const earlier = await statistics(admin, utcDay(-3), utcDay(-1));

    expect(earlier.rows.every((row) => row.date >= utcDay(-3) && row.date <= utcDay(-1))).toBe(true);
    expect(earlier.per_day.map((day) => day.date)).toEqual([utcDay(-3), utcDay(-2), utcDay(-1)]);
    expect(earlier.rows.reduce((sum, row) => sum + row.count, 0)).toBe(earlier.total);
  });

  it('refuses a range that ends before it starts with 422', async () => {
    const admin = await signedIn('admin@baucheck.test');
    const response = await admin.request(`/api/plausible/?from=${utcDay()}&to=${utcDay(-1)}`);
    const { detail } = await expectJson<{ detail: Array<{ loc: unknown[]; msg: string }> }>(response, 422);
    expect(detail[0]?.msg).toBe('Das Startdatum muss vor dem Enddatum liegen.');
  });
});
