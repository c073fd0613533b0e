import { statisticsExportPageSchema, type StatisticsExportRow } from '@baucheck/shared/statistics';
import { apiClient } from '#lib/api-client.ts';

/** How many months (or Länder) are fetched at the same time. */
const PARALLEL = 4;

/** `GET /api/plausible/export/`: every row of one Land's month, page after page. */
async function exportMonth(landId: string, month: string, signal?: AbortSignal): Promise<StatisticsExportRow[]> {
  const rows: StatisticsExportRow[] = [];
  let cursor: string | null = null;
  do {
    const page = statisticsExportPageSchema.parse(
      await apiClient.get('/plausible/export/', { query: { land_id: landId, month, cursor }, signal }),
    );
    rows.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return rows;
}

/**
 * The per-unit counters of the given Länder and months, for the CSV: one request per Land and
 * month (and more for a month with over 1,000 units), a few at a time. `onProgress` tells how many
 * of the parts are done. Rows come by month, then Land as given, then as the server pages them.
 */
export async function exportStatistics(
  landIds: readonly string[],
  months: readonly string[],
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (done: number, parts: number) => void } = {},
): Promise<StatisticsExportRow[]> {
  const parts = months.flatMap((month) => landIds.map((landId) => ({ landId, month })));
  const results: StatisticsExportRow[][] = new Array(parts.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < parts.length) {
      const index = next++;
      const part = parts[index];
      if (!part) return;
      results[index] = await exportMonth(part.landId, part.month, signal);
      done += 1;
      onProgress?.(done, parts.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, parts.length) }, worker));
  return results.flat();
}

/** The calendar months (YYYY-MM) a range touches. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const last = to.slice(0, 7);
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    if (current > last) return months;
    months.push(current);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}
