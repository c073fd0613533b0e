import {
  CHECK_GROUP_LABELS,
  OUTCOME_SEVERITY_LABELS,
  type CheckGroup,
  type OutcomeSeverity,
} from '@baucheck/shared/enums';
import type { Statistics } from '@baucheck/shared/statistics';
import { germanDate } from './dates.ts';

/** One line of the export: a count for a day and, where known, group, unit and result (null: all). */
export interface StatisticsCsvRow {
  date: string;
  group: CheckGroup | null;
  unit: string | null;
  overall: OutcomeSeverity | null;
  count: number;
}

export const CSV_HEADER = ['Datum', 'Check-Gruppe', 'Bezugseinheit', 'Ergebnis', 'Anzahl'] as const;
const ALL = 'alle';

/** A CSV field for German Excel: quoted when it holds the separator, a quote or a line break. */
function field(value: string | number): string {
  const text = String(value);
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The export rows. The API (GET /api/plausible/) answers with totals per day, per group, per unit and
 * per result, not with their combinations, so each day is one row with group, unit and result "alle"
 * (the sum over all rows stays the total). When the API delivers the day × group × unit × result
 * counters, they go in here unchanged.
 */
export function statisticsCsvRows(statistics: Statistics): StatisticsCsvRow[] {
  return statistics.per_day.map((day) => ({
    date: day.date,
    group: null,
    unit: null,
    overall: null,
    count: day.count,
  }));
}

/**
 * CSV for German Excel: UTF-8 with byte order mark (so umlauts show correctly), semicolons between
 * fields (the comma is the decimal separator there), CRLF line ends, German dates.
 */
export function statisticsCsv(rows: StatisticsCsvRow[]): string {
  const lines = [
    CSV_HEADER.join(';'),
    ...rows.map((row) =>
      [
        germanDate(row.date),
        row.group ? CHECK_GROUP_LABELS[row.group] : ALL,
        row.unit ?? ALL,
        row.overall ? OUTCOME_SEVERITY_LABELS[row.overall] : ALL,
        row.count,
      ]
        .map(field)
        .join(';'),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Offers a text as a file download. */
export function downloadText(text: string, filename: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
