import { CHECK_GROUP_LABELS, OUTCOME_SEVERITY_LABELS } from '@baucheck/shared/enums';
import type { Statistics } from '@baucheck/shared/statistics';
import { germanDate } from './dates.ts';

export const CSV_HEADER = ['Datum', 'Check-Gruppe', 'Bezugseinheit', 'Ergebnis', 'Anzahl'] as const;

/** A CSV field for German Excel: quoted when it holds the separator, a quote or a line break. */
function field(value: string | number): string {
  const text = String(value);
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The usage statistics' counters (one row per day, group, unit and result, as the API sorts them) as
 * CSV for German Excel: UTF-8 with byte order mark (so umlauts show correctly), semicolons between
 * fields (the comma is the decimal separator there), CRLF line ends, German dates.
 */
export function statisticsCsv(rows: Statistics['rows']): string {
  const lines = [
    CSV_HEADER.join(';'),
    ...rows.map((row) =>
      [germanDate(row.date), CHECK_GROUP_LABELS[row.group], row.name, OUTCOME_SEVERITY_LABELS[row.overall], row.count]
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
