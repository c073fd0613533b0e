import { invalidatePublicReads } from '#lib/cdn-invalidation';
import { HttpError } from '#lib/errors';
import { createHandler } from '#lib/handler';
import { applyImportWindow, dryRunImport } from '#services/unit-import';
import { referenceUnitImportRoutes } from '../../routes/reference-unit-import.ts';

const CSV_TYPES = new Set(['text/csv', 'text/plain', 'application/octet-stream']);

/**
 * The import of a municipality directory: a dry run of the whole file, or one window of it applied.
 * Retrying a window (after a timeout or a lost answer) is safe without an Idempotency-Key: it finds
 * what the first attempt wrote and writes nothing again; only its counts then say "unchanged" for
 * rows the first attempt created. Residents' cached unit reads are dropped when a window changed a unit.
 */
export const handler = createHandler(referenceUnitImportRoutes.importReferenceUnits, async ({ query, event }) => {
  const contentType = (event.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!CSV_TYPES.has(contentType)) {
    throw new HttpError(415, 'Nicht unterstützter Inhaltstyp. Erwartet wird eine CSV-Datei (text/csv).');
  }
  const body = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64') : (event.body ?? '');
  if (query.dry_run) return { body: await dryRunImport(body) };
  const result = await applyImportWindow(body, query);
  if (result.counts.new + result.counts.changed > 0) await invalidatePublicReads(['quick-checks']);
  return { body: result };
});
