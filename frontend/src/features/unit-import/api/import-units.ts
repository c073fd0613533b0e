import { unitImportResultSchema, type UnitImportResult } from '@baucheck/shared/unit-import';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';

/**
 * `POST /api/reference-units/import/` with the CSV as the body: a dry run of the whole file, or one
 * window applied (`offset`, the server's default window size). No Idempotency-Key: each window is
 * idempotent by content (the server reads its rows' units afresh and writes only what differs), so
 * retrying a failed window is always safe.
 */
export async function importUnits(
  file: Uint8Array<ArrayBuffer>,
  options: { dryRun: true } | { dryRun: false; offset: number },
): Promise<UnitImportResult> {
  const body = new Blob([file], { type: 'text/csv' });
  const query = options.dryRun ? { dry_run: true } : { dry_run: false, offset: options.offset };
  return unitImportResultSchema.parse(await apiClient.post('/reference-units/import/', body, { query }));
}

/** The dry run of a chosen file. */
export function useImportDryRun() {
  return useMutation({ mutationFn: (file: Uint8Array<ArrayBuffer>) => importUnits(file, { dryRun: true }) });
}
