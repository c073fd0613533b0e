import { readFile } from 'node:fs/promises';
import { UNIT_IMPORT_WINDOW_MAX, type UnitImportCounts, type UnitImportResult } from '@baucheck/shared/unit-import';
import { HttpError } from '../src/lib/errors.ts';
import { applyImportWindow, dryRunImport } from '../src/services/unit-import.ts';
import { useStackEnvironment } from './stack-env.ts';

/**
 * `npm run units:import -- FILE [--dry-run]`: imports a municipality directory (CSV `AGS;Name;PLZ;Land`,
 * UTF-8) into the configured stack, as an Administrator does in the admin area
 * (`/reference-units/import`) with the same checks and the same service.
 *
 * Checks the whole file first and prints the counts and every refused row; with a refused row it
 * stops there (exit code 1) and changes nothing. Otherwise, unless `--dry-run`, it applies the file
 * window by window, printing the progress. Running it again changes nothing. Where: see stack-env.ts.
 * Residents' cached unit reads on the CDN follow within their s-maxage (the script has no distribution
 * to invalidate; the admin page's import drops them at once).
 */

const USAGE = 'Aufruf: npm run units:import -- DATEI.csv [--dry-run]';
const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const files = args.filter((arg) => arg !== '--dry-run');
if (files.length !== 1 || files[0]?.startsWith('-')) {
  console.error(USAGE);
  process.exit(2);
}
const file = files[0] as string;

const countsText = (counts: UnitImportCounts) =>
  `neu ${counts.new}, geändert ${counts.changed}, unverändert ${counts.unchanged}, abgelehnt ${counts.refused}`;

/** The German text(s) of an error meant for the client (a file that cannot be imported). */
const errorLines = (error: HttpError) =>
  typeof error.detail === 'string'
    ? [error.detail]
    : 'code' in error.detail
      ? [error.detail.reason]
      : error.detail.map((issue) => issue.msg);

/** Rows applied so far, once applying began (for the message when a window fails). */
let appliedRows: number | null = null;

async function main(): Promise<number> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch {
    console.error(`Die Datei ${file} lässt sich nicht lesen.`);
    return 2;
  }
  await useStackEnvironment();

  const preview = await dryRunImport(bytes);
  const rows = preview.total_rows === 1 ? '1 Zeile' : `${preview.total_rows} Zeilen`;
  console.log(`${file}: ${rows} – ${countsText(preview.counts)}.`);
  for (const row of preview.refused) {
    console.log(`  Zeile ${row.line}${row.ags ? ` (AGS ${row.ags})` : ''}: ${row.reason}`);
  }
  if (preview.counts.refused > preview.refused.length) {
    console.log(`  … und ${preview.counts.refused - preview.refused.length} weitere abgelehnte Zeilen.`);
  }
  if (preview.counts.refused > 0) {
    console.error('Die Datei wird nicht importiert, solange Zeilen abgelehnt werden. Es wurde nichts geändert.');
    return 1;
  }
  if (dryRun) {
    console.log('Probelauf: Es wurde nichts geändert.');
    return 0;
  }

  const done: UnitImportCounts = { new: 0, changed: 0, unchanged: 0, refused: 0 };
  let offset: number | null = 0;
  appliedRows = 0;
  while (offset !== null) {
    const window: UnitImportResult = await applyImportWindow(bytes, { offset, limit: UNIT_IMPORT_WINDOW_MAX });
    for (const key of ['new', 'changed', 'unchanged'] as const) done[key] += window.counts[key];
    appliedRows = window.window?.end ?? offset;
    console.log(`  ${appliedRows} von ${window.total_rows} Zeilen angewendet`);
    offset = window.window?.next_offset ?? null;
  }
  console.log(`Import angewendet: ${countsText(done)}.`);
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (!(error instanceof HttpError)) throw error;
  for (const line of errorLines(error)) console.error(line);
  console.error(
    appliedRows === null
      ? 'Es wurde nichts geändert.'
      : `Der Import wurde nach ${appliedRows} Zeilen unterbrochen. Ein erneuter Aufruf setzt ihn fort; schon Angewendetes bleibt, wie es ist.`,
  );
  process.exitCode = 1;
}
