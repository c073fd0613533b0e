import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { UNIT_IMPORT_WINDOW_DEFAULT, type UnitImportResult } from '@baucheck/shared/unit-import';
import { signedIn } from '../support/accounts.ts';
import { expectJson } from '../support/checks.ts';
import type { ApiSession } from '../support/http.ts';
import type * as Scale from '../support/scale.ts';
import { directory, postImport, totals } from '../support/unit-import.ts';
import { functionTimeoutSeconds } from '../../functions/src/lib/route.ts';
import { referenceUnitImportRoutes } from '../../functions/src/routes/reference-unit-import.ts';
import type * as Units from '../../functions/src/repositories/reference-units.ts';
import type * as Search from '../../functions/src/repositories/unit-search.ts';

/*
 * Onboarding a Land of the size of a real one (Bayern has 2,056 Gemeinden) through the admin route, as
 * the admin page does it: one dry run of the whole file, then window after window. Every request must
 * end well inside the function's timeout. The Land has AGS 97, which no real Land has; its units are
 * removed afterwards, since the other test files share this stack and list units.
 */

const COUNT = 2_050;
/** Every request stays below half the function's timeout: the margin for a slower machine. */
const BUDGET_MS = (functionTimeoutSeconds(referenceUnitImportRoutes.importReferenceUnits) * 1000) / 2;

const ags = (number: number) => `97${String(number).padStart(6, '0')}`;
/** Names as a directory has them: mostly distinct, three alike (slugs then get the AGS added). */
const nameOf = (number: number) => (number <= 3 ? 'Doppelimportstadt' : `Großimportdorf ${number}`);
const csv = directory(
  ['97', 'Großimportland', '', ''],
  ...Array.from({ length: COUNT }, (_, index) => [
    ags(index + 1),
    nameOf(index + 1),
    `97${String(index % 1000).padStart(3, '0')}`,
    'Großimportland',
  ]),
);

let units: typeof Units;
let search: typeof Search;
let scale: typeof Scale;
let admin: ApiSession;

async function timed(query: Record<string, string | number | boolean>) {
  const start = performance.now();
  const result = await expectJson<UnitImportResult>(await postImport(admin, csv, query), 200);
  return { result, elapsed: performance.now() - start };
}

beforeAll(async () => {
  Object.assign(process.env, inject('stackEnv'));
  units = await import('../../functions/src/repositories/reference-units.ts');
  search = await import('../../functions/src/repositories/unit-search.ts');
  scale = await import('../support/scale.ts');
  admin = await signedIn('admin@baucheck.test');
});

afterAll(async () => {
  const all = ['97', ...Array.from({ length: COUNT }, (_, index) => ags(index + 1))];
  await scale.removeUnits([...(await units.getReferenceUnitsByAgs(all)).values()].map((unit) => unit.id));
}, 300_000);

describe(`importing a Land of ${COUNT} Gemeinden`, () => {
  it('checks the whole file in one request and applies it in windows, each well inside the timeout', async () => {
    // Act: the dry run
    const preview = await timed({});

    // Assess
    expect(preview.result.counts).toEqual({ new: COUNT + 1, changed: 0, unchanged: 0, refused: 0 });
    expect(preview.elapsed).toBeLessThan(BUDGET_MS);

    // Act: apply window by window, as the admin page does
    const windows: UnitImportResult[] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const { result, elapsed } = await timed({ dry_run: false, offset });
      expect(elapsed, `window at ${offset}`).toBeLessThan(BUDGET_MS);
      windows.push(result);
      offset = result.window?.next_offset ?? null;
    }

    // Assess: every row applied once, in windows of the default size
    expect(windows).toHaveLength(Math.ceil((COUNT + 1) / UNIT_IMPORT_WINDOW_DEFAULT));
    expect(totals(windows)).toEqual({ new: COUNT + 1, changed: 0, unchanged: 0, refused: 0 });
    const land = (await units.getReferenceUnitsByAgs(['97'])).get('97');
    const page = await units.listReferenceUnitsPage({ landId: land?.id, limit: 100 });
    expect(page.items).toHaveLength(100);
    expect(page.items.every((unit) => unit.parent_id === 'ags-97')).toBe(true);
    // The first of the alike names keeps the readable slug, the others get their AGS added
    const alike = await units.getReferenceUnitsByAgs([ags(1), ags(2), ags(3)]);
    expect([1, 2, 3].map((number) => alike.get(ags(number))?.slug)).toEqual([
      'doppelimportstadt',
      `doppelimportstadt-${ags(2)}`,
      `doppelimportstadt-${ags(3)}`,
    ]);
    const hits = await search.searchUnits('großimportdorf 1234', { limit: 5 });
    expect(hits.map((hit) => [hit.name, hit.ags])).toEqual([['Großimportdorf 1234', ags(1234)]]);
  }, 600_000);

  it('finds every row unchanged when the same file comes again', async () => {
    const again = await timed({});
    expect(again.result.counts).toEqual({ new: 0, changed: 0, unchanged: COUNT + 1, refused: 0 });
    expect(again.elapsed).toBeLessThan(BUDGET_MS);
  }, 120_000);
});
