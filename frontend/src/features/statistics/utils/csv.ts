import { CHECK_GROUP_LABELS, CHECK_GROUPS, OUTCOME_SEVERITIES, OUTCOME_SEVERITY_LABELS } from '@baucheck/shared/enums';
import type { StatisticsExportRow } from '@baucheck/shared/statistics';

export const CSV_HEADER = [
  'Monat',
  'Land',
  'AGS',
  'Bezugseinheit',
  'Gesamt',
  ...CHECK_GROUPS.map((group) => CHECK_GROUP_LABELS[group]),
  ...OUTCOME_SEVERITIES.map((result) => OUTCOME_SEVERITY_LABELS[result]),
] as const;

/** A CSV field for German Excel: quoted when it holds the separator, a quote or a line break. */
function field(value: string | number): string {
  const text = String(value);
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** "2026-03" → "03.2026". */
const germanMonth = (month: string) => `${month.slice(5, 7)}.${month.slice(0, 4)}`;

/**
 * The usage statistics per unit and month (one row each, with the total and the counts per check
 * group and per result) as CSV for German Excel: UTF-8 with byte order mark (so umlauts show
 * correctly), semicolons between fields (the comma is the decimal separator there), CRLF line ends.
 * `landNames` names each row's Land; the AGS is written as text would be, with its leading zero.
 */
export function statisticsCsv(rows: readonly StatisticsExportRow[], landNames: ReadonlyMap<string, string>): string {
  const lines = [
    CSV_HEADER.join(';'),
    ...rows.map((row) =>
      [
        germanMonth(row.month),
        landNames.get(row.land_id) ?? row.land_id,
        row.ags,
        row.name,
        row.total,
        ...CHECK_GROUPS.map((group) => row.per_group[group]),
        ...OUTCOME_SEVERITIES.map((result) => row.per_result[result]),
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
