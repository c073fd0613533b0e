import { CHECK_GROUPS, OUTCOME_SEVERITIES } from '@baucheck/shared/enums';
import {
  statisticsExportPageSchema,
  statisticsSchema,
  unitRankingPageSchema,
  type Completion,
  type Statistics,
} from '@baucheck/shared/statistics';
import { describe, expect, it } from 'vitest';
import { DEMO_UNITS } from '../../functions/local/seed/reference-units.ts';
import { signedIn } from '../support/accounts.ts';
import { expectJson } from '../support/checks.ts';
import { ApiSession } from '../support/http.ts';

/*
 * The anonymous usage statistics: residents count completed checks, the administrator reads totals per
 * day, group, result and Land, a Land's units ranked, and the per-unit counters of a month for the
 * CSV. Other test files count completions on the same stack, so the expectations are the figures read
 * before plus what this test counted.
 */

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

async function statistics(admin: ApiSession, from: string, to: string, landId?: string): Promise<Statistics> {
  const land = landId ? `&land_id=${landId}` : '';
  return statisticsSchema.parse(
    await expectJson(await admin.request(`/api/plausible/?from=${from}&to=${to}${land}`), 200),
  );
}

const countOf = <T extends { count: number }>(entries: T[], predicate: (entry: T) => boolean) =>
  entries.find(predicate)?.count ?? 0;

async function rankingCount(admin: ApiSession, day: string, landId: string, unitId: string): Promise<number> {
  const page = unitRankingPageSchema.parse(
    await expectJson(
      await admin.request(`/api/plausible/units/?from=${day}&to=${day}&land_id=${landId}&limit=100`),
      200,
    ),
  );
  return countOf(page.items, (entry) => entry.reference_unit_id === unitId);
}

async function exportedRow(admin: ApiSession, landId: string, month: string, unitId: string) {
  const page = statisticsExportPageSchema.parse(
    await expectJson(await admin.request(`/api/plausible/export/?land_id=${landId}&month=${month}`), 200),
  );
  return page.items.find((row) => row.reference_unit_id === unitId);
}

describe('usage statistics', () => {
  it('counts completions per day, group, result, Land and unit, and the totals agree', async () => {
    // Prepare: the figures of today before this test, and completions in two groups and two Länder
    const admin = await signedIn('admin@baucheck.test');
    const today = utcDay();
    const month = today.slice(0, 7);
    const before = {
      all: await statistics(admin, today, today),
      bayern: await statistics(admin, today, today, DEMO_UNITS.bayern),
      lindenau: await rankingCount(admin, today, DEMO_UNITS.bayern, DEMO_UNITS.lindenau),
      exported: await exportedRow(admin, DEMO_UNITS.bayern, month, DEMO_UNITS.lindenau),
    };
    const completions: Completion[] = [
      { reference_unit_id: DEMO_UNITS.lindenau, group: 'gartenhaus', overall: 'verfahrensfrei' },
      { reference_unit_id: DEMO_UNITS.lindenau, group: 'gartenhaus', overall: 'verfahrensfrei' },
      { reference_unit_id: DEMO_UNITS.lindenau, group: 'gartenhaus', overall: 'genehmigungspflichtig' },
      { reference_unit_id: DEMO_UNITS.tannbach, group: 'carport_garage', overall: 'bauaufsicht_kontaktieren' },
      { reference_unit_id: DEMO_UNITS.tannbach, group: 'gartenhaus', overall: 'verfahrensfrei' },
    ];

    // Act
    for (const completion of completions) expect((await countCompletion(completion)).status).toBe(204);
    const after = {
      all: await statistics(admin, today, today),
      bayern: await statistics(admin, today, today, DEMO_UNITS.bayern),
      lindenau: await rankingCount(admin, today, DEMO_UNITS.bayern, DEMO_UNITS.lindenau),
      exported: await exportedRow(admin, DEMO_UNITS.bayern, month, DEMO_UNITS.lindenau),
    };

    // Assess: Germany gained all five, Bayern (Lindenau) three, Baden-Württemberg (Tannbach) two
    expect(after.all.total).toBeGreaterThanOrEqual(before.all.total + 5);
    expect(after.bayern.total).toBeGreaterThanOrEqual(before.bayern.total + 3);
    const groupGain = (group: string) =>
      countOf(after.bayern.per_group, (entry) => entry.group === group) -
      countOf(before.bayern.per_group, (entry) => entry.group === group);
    const resultGain = (overall: string) =>
      countOf(after.bayern.per_result, (entry) => entry.overall === overall) -
      countOf(before.bayern.per_result, (entry) => entry.overall === overall);
    expect(groupGain('gartenhaus')).toBeGreaterThanOrEqual(3);
    expect(resultGain('verfahrensfrei')).toBeGreaterThanOrEqual(2);
    expect(resultGain('genehmigungspflichtig')).toBeGreaterThanOrEqual(1);
    expect(after.lindenau).toBeGreaterThanOrEqual(before.lindenau + 3);
    expect(after.exported).toMatchObject({ name: 'Markt Lindenau', land_id: DEMO_UNITS.bayern, month });
    expect(after.exported?.total).toBeGreaterThanOrEqual((before.exported?.total ?? 0) + 3);
    expect(after.bayern.per_land).toEqual([
      { land_id: DEMO_UNITS.bayern, name: 'Bayern', ags: '09', count: after.bayern.total },
    ]);

    // Each answer's parts sum to its total
    for (const answer of [after.all, after.bayern]) {
      const sum = (entries: Array<{ count: number }>) => entries.reduce((total, entry) => total + entry.count, 0);
      expect(sum(answer.per_day)).toBe(answer.total);
      expect(sum(answer.per_group)).toBe(answer.total);
      expect(sum(answer.per_result)).toBe(answer.total);
      expect(sum(answer.per_land)).toBe(answer.total);
      expect(answer.per_group.map((entry) => entry.group)).toEqual([...CHECK_GROUPS]);
      expect(answer.per_result.map((entry) => entry.overall)).toEqual([...OUTCOME_SEVERITIES]);
    }
  });

  it('answers every day of the range and leaves out the days outside it', async () => {
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

    expect(earlier.per_day.map((day) => day.date)).toEqual([utcDay(-3), utcDay(-2), utcDay(-1)]);
    expect(earlier.per_day.reduce((sum, day) => sum + day.count, 0)).toBe(earlier.total);
  });

  it('refuses a range that ends before it starts, a ranking without a Land and a bad month with 422', async () => {
    const admin = await signedIn('admin@baucheck.test');
    const reversed = await admin.request(`/api/plausible/?from=${utcDay()}&to=${utcDay(-1)}`);
    const { detail } = await expectJson<{ detail: Array<{ loc: unknown[]; msg: string }> }>(reversed, 422);
    expect(detail[0]?.msg).toBe('Das Startdatum muss vor dem Enddatum liegen.');
    expect((await admin.request(`/api/plausible/units/?from=${utcDay()}&to=${utcDay()}`)).status).toBe(422);
    const month = await admin.request(`/api/plausible/export/?land_id=${DEMO_UNITS.bayern}&month=2026-13`);
    expect((await expectJson<{ detail: Array<{ msg: string }> }>(month, 422)).detail[0]?.msg).toBe(
      'Bitte einen Monat im Format JJJJ-MM angeben.',
    );
  });

  it('answers 404 for a Land that does not exist', async () => {
    const admin = await signedIn('admin@baucheck.test');
    const response = await admin.request(`/api/plausible/?from=${utcDay()}&to=${utcDay()}&land_id=unit-nirgendwo`);
    expect((await expectJson<{ detail: string }>(response, 404)).detail).toBe('Das Land existiert nicht.');
  });
});
