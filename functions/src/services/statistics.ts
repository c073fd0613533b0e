import { CHECK_GROUPS, OUTCOME_SEVERITIES } from '@baucheck/shared/enums';
import type { Statistics, StatisticsExportPage, UnitRankingPage } from '@baucheck/shared/statistics';
import { notFound } from '#lib/errors';
import { logger } from '#lib/logger';
import { getReferenceUnit, listLaender, type ReferenceUnitRecord } from '#repositories/reference-units';
import {
  addTally,
  emptyTally,
  landDaysBetween,
  landUnitCountsBetween,
  landUnitMonthPage,
  unitNamesIn,
} from '#repositories/statistics';
import { decodeCursor, encodeCursor, invalidCursor } from '../data/cursor.ts';

/** Plausible's stats API (v1 aggregate), when PLAUSIBLE_API_KEY and PLAUSIBLE_SITE_ID are set; null otherwise or on failure. */
async function plausibleTotals(from: string, to: string): Promise<Statistics['plausible']> {
  const key = process.env.PLAUSIBLE_API_KEY;
  const site = process.env.PLAUSIBLE_SITE_ID;
  if (!key || !site) return null;
  const host = (process.env.PLAUSIBLE_HOST ?? 'https://plausible.io').replace(/\/$/, '');
  const params = new URLSearchParams({
    site_id: site,
    period: 'custom',
    date: `${from},${to}`,
    metrics: 'visitors,pageviews',
  });
  try {
    const response = await fetch(`${host}/api/v1/stats/aggregate?${params}`, {
      headers: { Authorization: `Bearer ${key}` },
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const { results } = (await response.json()) as {
      results: { visitors: { value: number }; pageviews: { value: number } };
    };
    return { visitors: results.visitors.value, pageviews: results.pageviews.value };
  } catch (error) {
    logger.warn('Plausible statistics unavailable', { error: error instanceof Error ? error.message : 'unknown' });
    return null;
  }
}

/** Every day from `from` to `to`, inclusive (YYYY-MM-DD). */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (
    let day = new Date(`${from}T00:00:00Z`);
    day.toISOString().slice(0, 10) <= to;
    day.setUTCDate(day.getUTCDate() + 1)
  ) {
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/** The Länder the figures cover: the one asked for (404 if it is no Land) or all of them. */
async function laenderOf(landId: string | undefined): Promise<ReferenceUnitRecord[]> {
  if (landId === undefined) return listLaender();
  const land = await getReferenceUnit(landId);
  if (land?.kind !== 'Land') throw notFound(LAND_NOT_FOUND_TEXT);
  return [land];
}

const LAND_NOT_FOUND_TEXT = 'Das Land existiert nicht.';

/**
 * Completed checks in a date range, for Germany or one Land: per day (every day, zeros included),
 * per group, per result and per Land. Reads each Land's pre-aggregated days (≤ 366 items per Land).
 */
export async function statisticsBetween(from: string, to: string, landId?: string): Promise<Statistics> {
  const [laender, plausible] = await Promise.all([laenderOf(landId), plausibleTotals(from, to)]);
  const perLand = await Promise.all(laender.map((land) => landDaysBetween(land.id, from, to)));
  const all = emptyTally();
  const perDay = new Map<string, number>();
  for (const days of perLand) {
    for (const [date, tally] of days) {
      addTally(all, tally);
      perDay.set(date, (perDay.get(date) ?? 0) + tally.total);
    }
  }
  return {
    from,
    to,
    land_id: landId ?? null,
    total: all.total,
    per_day: daysBetween(from, to).map((date) => ({ date, count: perDay.get(date) ?? 0 })),
    per_group: CHECK_GROUPS.map((group) => ({ group, count: all.per_group[group] })),
    per_result: OUTCOME_SEVERITIES.map((overall) => ({ overall, count: all.per_result[overall] })),
    per_land: laender
      .map((land, index) => ({
        land_id: land.id,
        name: land.name,
        ags: land.ags,
        count: [...(perLand[index]?.values() ?? [])].reduce((sum, tally) => sum + tally.total, 0),
      }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'de')),
    plausible,
  };
}

/**
 * A page of a Land's units ranked by completed checks in the range (most first, equal counts by
 * id, which for imported units follows the AGS). The ranking is computed per request from the Land's unit months (a query per month); the
 * cursor is the position in it.
 */
export async function unitRankingPage(
  landId: string,
  from: string,
  to: string,
  options: { cursor?: string; limit: number },
): Promise<UnitRankingPage> {
  await laenderOf(landId);
  const offset = Number(decodeCursor(options.cursor, ['offset'])?.offset ?? 0);
  if (!Number.isSafeInteger(offset) || offset < 0) throw invalidCursor();
  const ranked = [...(await landUnitCountsBetween(landId, from, to))].sort(
    ([idA, a], [idB, b]) => b - a || idA.localeCompare(idB),
  );
  const end = offset + options.limit;
  const page = ranked.slice(offset, end);
  const names = await unitNamesIn(
    landId,
    page.map(([id]) => id),
    from,
    to,
  );
  return {
    items: page.map(([id, count], index) => ({
      rank: offset + index + 1,
      reference_unit_id: id,
      // A unit counted before names were kept with the counts is shown by its id.
      name: names.get(id)?.name ?? id,
      ags: names.get(id)?.ags ?? '',
      count,
    })),
    next_cursor: end < ranked.length ? encodeCursor({ offset: String(end) }) : null,
    unit_count: ranked.length,
  };
}

/** A page of a Land's per-unit counters of one month, for the CSV export. */
export async function exportPage(
  landId: string,
  month: string,
  options: { cursor?: string; limit: number },
): Promise<StatisticsExportPage> {
  await laenderOf(landId);
  const page = await landUnitMonthPage(landId, month, options);
  return { items: page.items, next_cursor: page.nextCursor };
}
