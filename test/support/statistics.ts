import { CHECK_GROUPS, OUTCOME_SEVERITIES, type CheckGroup, type OutcomeSeverity } from '@baucheck/shared/enums';
import { batchWriteAll, chunks } from '../../functions/src/data/batch.ts';
import { eachLimited } from '../../functions/src/data/concurrency.ts';
import { createReferenceUnit } from '../../functions/src/repositories/reference-units.ts';
import { aggregateItems, type CountedUnit } from '../../functions/src/repositories/statistics.ts';

/*
 * A year of usage statistics for a Land of thousands of Gemeinden, written straight into DynamoDB as
 * the counting leaves them (no API counts in bulk), together with the raw counts they were made of,
 * so that a test can check every answer against them. Only the Land is a real unit: the statistics
 * read no unit but the Land, so the Gemeinden exist only in the counters. The process needs the
 * stack's environment first (see scale.ts).
 */

export interface RawCount {
  date: string;
  unit: CountedUnit;
  group: CheckGroup;
  overall: OutcomeSeverity;
  count: number;
}

/** Every day of `year` (YYYY-MM-DD). */
export function daysOfYear(year: number): string[] {
  const days: string[] = [];
  for (let day = new Date(Date.UTC(year, 0, 1)); day.getUTCFullYear() === year; day.setUTCDate(day.getUTCDate() + 1)) {
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/**
 * Deterministic completions: every Gemeinde on every day of the year, one to three of one group and
 * result, varied by unit and day, so that totals differ per unit, day, group and result.
 */
export function* yearOfCounts(units: readonly CountedUnit[], year: number): Generator<RawCount> {
  const days = daysOfYear(year);
  for (const [unitIndex, unit] of units.entries()) {
    for (const [dayIndex, date] of days.entries()) {
      const mix = (unitIndex * 7 + dayIndex * 13) % 97;
      yield {
        date,
        unit,
        group: CHECK_GROUPS[mix % CHECK_GROUPS.length] as CheckGroup,
        overall: OUTCOME_SEVERITIES[(mix >> 2) % OUTCOME_SEVERITIES.length] as OutcomeSeverity,
        count: 1 + ((unitIndex + dayIndex) % 3) + (unitIndex % 50 === 0 ? 2 : 0),
      };
    }
  }
}

/**
 * A Land unit (`<prefix>-land`, AGS `landAgs`) and `count` Gemeinden that exist only in the counters
 * (`<prefix>-0001` …, AGS `<landAgs>000001` …), with a year of their counts written; returns the
 * Land's id and the Gemeinden as counted.
 */
export async function landWithYearOfStatistics(
  prefix: string,
  landAgs: string,
  name: string,
  count: number,
  year: number,
): Promise<{ landId: string; units: CountedUnit[] }> {
  const landId = `${prefix}-land`;
  await createReferenceUnit({
    id: landId,
    slug: landId,
    name,
    kind: 'Land',
    ags: landAgs,
    plz: [],
    parent_id: null,
    organisation_id: null,
    coat_of_arms_key: null,
    contact: { office: 'Bauaufsicht', phone: null, email: null, website: null },
    side_laws: {},
    links: {},
    demo: true,
  });
  const units = Array.from({ length: count }, (_, index): CountedUnit => {
    const number = String(index + 1).padStart(4, '0');
    return {
      id: `${prefix}-${number}`,
      name: `Gemeinde ${name} ${number}`,
      ags: `${landAgs}00${number}`,
      land_id: landId,
    };
  });
  await writeYearOfStatistics(units, year);
  return { landId, units };
}

/** Writes a year of the units' counts (yearOfCounts) as the counting would have left them. */
export async function writeYearOfStatistics(units: readonly CountedUnit[], year: number): Promise<void> {
  const items = aggregateItems(yearOfCounts(units, year));
  await eachLimited(chunks(items, 25), 8, (batch) => batchWriteAll(batch.map((Item) => ({ PutRequest: { Item } }))));
}
