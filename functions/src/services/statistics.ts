import { CHECK_GROUPS, OUTCOME_SEVERITIES } from '@baucheck/shared/enums';
import type { Statistics } from '@baucheck/shared/statistics';
import { logger } from '#lib/logger';
import { getReferenceUnits } from '#repositories/reference-units';
import { countersBetween } from '#repositories/statistics';

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

/** Completed checks in a date range: per day (every day, zeros included), group, unit and result, and the counters themselves. */
export async function statisticsBetween(from: string, to: string): Promise<Statistics> {
  const [counters, plausible] = await Promise.all([countersBetween(from, to), plausibleTotals(from, to)]);
  const units = await getReferenceUnits(counters.map((counter) => counter.reference_unit_id));
  const sum = (predicate: (counter: (typeof counters)[number]) => boolean) =>
    counters.filter(predicate).reduce((total, counter) => total + counter.count, 0);
  const days: string[] = [];
  for (
    let day = new Date(`${from}T00:00:00Z`);
    day.toISOString().slice(0, 10) <= to;
    day.setUTCDate(day.getUTCDate() + 1)
  ) {
    days.push(day.toISOString().slice(0, 10));
  }
  const unitNames = new Map(units.map((unit) => [unit.id, unit.name]));
  // A unit deleted since it was counted keeps its id as its name.
  const nameOf = (id: string) => unitNames.get(id) ?? id;
  const unitIds = [...new Set(counters.map((counter) => counter.reference_unit_id))];
  return {
    from,
    to,
    total: sum(() => true),
    per_day: days.map((date) => ({ date, count: sum((counter) => counter.date === date) })),
    per_group: CHECK_GROUPS.map((group) => ({ group, count: sum((counter) => counter.group === group) })),
    per_reference_unit: unitIds
      .map((id) => ({
        reference_unit_id: id,
        name: nameOf(id),
        count: sum((counter) => counter.reference_unit_id === id),
      }))
      .sort((a, b) => b.count - a.count),
    per_result: OUTCOME_SEVERITIES.map((overall) => ({
      overall,
      count: sum((counter) => counter.overall === overall),
    })),
    rows: counters
      .map((counter) => ({
        date: counter.date,
        group: counter.group,
        reference_unit_id: counter.reference_unit_id,
        name: nameOf(counter.reference_unit_id),
        overall: counter.overall,
        count: counter.count,
      }))
      .sort(
        (a, b) =>
          a.date.localeCompare(b.date) ||
          CHECK_GROUPS.indexOf(a.group) - CHECK_GROUPS.indexOf(b.group) ||
          a.name.localeCompare(b.name, 'de') ||
          a.reference_unit_id.localeCompare(b.reference_unit_id) ||
          OUTCOME_SEVERITIES.indexOf(a.overall) - OUTCOME_SEVERITIES.indexOf(b.overall),
      ),
    plausible,
  };
}
