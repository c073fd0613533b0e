import type { UnitImportResult } from '@baucheck/shared/unit-import';
import { expectJson } from './checks.ts';
import type { ApiSession } from './http.ts';

/*
 * The directory import as the admin page calls it: the CSV as the request body, a dry run or one
 * window applied per request.
 */

export const HEADER = 'AGS;Name;PLZ;Land';

/** A CSV of these rows (each `[ags, name, plz, land]`) under the header. */
export const directory = (...rows: Array<readonly string[]>) =>
  [HEADER, ...rows.map((row) => row.join(';'))].join('\n') + '\n';

/** `POST /api/reference-units/import/` with the file as text/csv (bytes as they are). */
export async function postImport(
  session: ApiSession,
  body: string | Uint8Array<ArrayBuffer>,
  query: Record<string, string | number | boolean> = {},
): Promise<Response> {
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
  return session.request(`/api/reference-units/import/${search.size > 0 ? `?${search}` : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv; charset=utf-8', ...(await session.csrfHeader()) },
    body,
  });
}

export const dryRun = async (session: ApiSession, csv: string | Uint8Array<ArrayBuffer>) =>
  expectJson<UnitImportResult>(await postImport(session, csv), 200);

/** Applies the whole file window by window, as the admin page does; returns each window's answer. */
export async function applyAll(session: ApiSession, csv: string, limit?: number): Promise<UnitImportResult[]> {
  const answers: UnitImportResult[] = [];
  let offset: number | null = 0;
  while (offset !== null) {
    const answer: UnitImportResult = await expectJson<UnitImportResult>(
      await postImport(session, csv, { dry_run: false, offset, ...(limit ? { limit } : {}) }),
      200,
    );
    answers.push(answer);
    offset = answer.window?.next_offset ?? null;
  }
  return answers;
}

/** The counts of several window answers added up. */
export const totals = (answers: readonly UnitImportResult[]) =>
  answers.reduce(
    (sum, { counts }) => ({
      new: sum.new + counts.new,
      changed: sum.changed + counts.changed,
      unchanged: sum.unchanged + counts.unchanged,
      refused: sum.refused + counts.refused,
    }),
    { new: 0, changed: 0, unchanged: 0, refused: 0 },
  );
