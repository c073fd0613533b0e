import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ValidationIssue } from '@baucheck/shared/http';
import type { UnitImportResult } from '@baucheck/shared/unit-import';
import { signedIn } from '../support/accounts.ts';
import { expectJson } from '../support/checks.ts';
import { ApiSession } from '../support/http.ts';
import type * as Scale from '../support/scale.ts';
import { applyAll, directory, dryRun, postImport, totals } from '../support/unit-import.ts';
import type * as Units from '../../functions/src/repositories/reference-units.ts';
import type * as Search from '../../functions/src/repositories/unit-search.ts';
import type * as Import from '../../functions/src/services/unit-import.ts';

/*
 * Importing a municipality directory through `POST /api/reference-units/import/`. The units live under
 * AGS prefixes 95 and 96, which no real Land has, and are removed afterwards: the other test files
 * share this stack and list units.
 */

let units: typeof Units;
let search: typeof Search;
let service: typeof Import;
let scale: typeof Scale;
let admin: ApiSession;

const LAND = ['95', 'Importland', '', ''] as const;
const SECOND_LAND = ['96', 'Zweites Importland', '', 'Zweites Importland'] as const;
const HAUSEN = ['95000001', 'Importhausen', '95001,95002', 'Importland'] as const;
const DORF = ['95000002', 'Neu-Importdorf', '', '95'] as const;
const ZWEIT = ['96000001', 'Zweitimport', '96001', 'zweites importland'] as const;
const GOOD = [LAND, SECOND_LAND, HAUSEN, DORF, ZWEIT];
const ALL_AGS = ['95', '96', '95000001', '95000002', '95000003', '95000004', '95000099', '96000001', '96000002'];

const unitOf = async (ags: string) => (await units.getReferenceUnitsByAgs([ags])).get(ags);
const namesFound = async (query: string) =>
  (await search.searchUnits(query, { limit: 20, includeInactive: true })).map((hit) => hit.name);
const issues = async (response: Response, status: number) =>
  (await expectJson<{ detail: ValidationIssue[] }>(response, status)).detail.map((issue) => issue.msg);

beforeAll(async () => {
  Object.assign(process.env, inject('stackEnv'));
  units = await import('../../functions/src/repositories/reference-units.ts');
  search = await import('../../functions/src/repositories/unit-search.ts');
  service = await import('../../functions/src/services/unit-import.ts');
  scale = await import('../support/scale.ts');
  admin = await signedIn('admin@baucheck.test');
});

afterAll(async () => {
  const stored = await units.getReferenceUnitsByAgs(ALL_AGS);
  await scale.removeUnits([...stored.values()].map((unit) => unit.id));
});

describe('importing a municipality directory', () => {
  it('counts new Länder and Gemeinden in a dry run, lists refused rows with line and German reason, and writes nothing', async () => {
    // Prepare: the good rows and four bad ones
    const csv = directory(
      ...GOOD,
      ['95000003', '', '', 'Importland'],
      ['95000001', 'Doppelhausen', '', 'Importland'],
      ['95000004', 'Irgendwo', '', 'Nirgendland'],
      ['96000002', 'Falschland', '', 'Importland'],
    );

    // Act
    const result = await dryRun(admin, csv);

    // Assess
    expect(result).toMatchObject({
      dry_run: true,
      total_rows: 9,
      counts: { new: 5, changed: 0, unchanged: 0, refused: 4 },
      window: null,
    });
    expect(result.refused).toEqual([
      { line: 7, ags: '95000003', reason: 'Der Name fehlt.' },
      { line: 8, ags: '95000001', reason: 'Der AGS 95000001 steht schon in Zeile 4.' },
      {
        line: 9,
        ags: '95000004',
        reason: 'Unbekanntes Land „Nirgendland“: Es steht weder in dieser Datei noch in BauCheck.',
      },
      {
        line: 10,
        ags: '96000002',
        reason:
          'Der AGS 96000002 gehört nicht zu Importland (95): Die ersten zwei Ziffern des AGS sind die des Landes.',
      },
    ]);
    expect((await units.getReferenceUnitsByAgs(ALL_AGS)).size).toBe(0);

    // Applying the same file is refused as a whole, listing the rows
    const refused = await issues(await postImport(admin, csv, { dry_run: false }), 422);
    expect(refused[0]).toBe('4 Zeilen werden abgelehnt; es wurde nichts geändert.');
    expect(refused).toContain('Zeile 7 (AGS 95000003): Der Name fehlt.');
    expect(refused).toContain('Zeile 8 (AGS 95000001): Der AGS 95000001 steht schon in Zeile 4.');
    expect((await units.getReferenceUnitsByAgs(ALL_AGS)).size).toBe(0);
  });

  it('applies the corrected file window by window, Länder first, and a second import changes nothing', async () => {
    const csv = directory(...GOOD);

    // Act: windows of two rows
    const windows = await applyAll(admin, csv, 2);

    // Assess: three windows, each saying where the next starts
    expect(windows.map((answer) => answer.window)).toEqual([
      { offset: 0, end: 2, next_offset: 2 },
      { offset: 2, end: 4, next_offset: 4 },
      { offset: 4, end: 5, next_offset: null },
    ]);
    expect(totals(windows)).toEqual({ new: 5, changed: 0, unchanged: 0, refused: 0 });
    const land = await unitOf('95');
    expect(land).toMatchObject({
      id: 'ags-95',
      slug: 'importland',
      kind: 'Land',
      parent_id: null,
      plz: [],
      organisation_id: null,
      demo: false,
      active: true,
      contact: service.IMPORTED_CONTACT.Land,
      side_laws: {},
      links: {},
    });
    expect(await unitOf('95000001')).toMatchObject({
      id: 'ags-95000001',
      slug: 'importhausen',
      name: 'Importhausen',
      kind: 'Gemeinde',
      parent_id: 'ags-95',
      plz: ['95001', '95002'],
      contact: service.IMPORTED_CONTACT.Gemeinde,
    });
    expect((await unitOf('96000001'))?.parent_id).toBe('ags-96');
    expect(await namesFound('importhausen')).toEqual(['Importhausen']);
    expect(await namesFound('95002')).toEqual(['Importhausen']);

    // Act again: the same file
    const again = await dryRun(admin, csv);
    const applied = await applyAll(admin, csv);

    // Assess: nothing new or changed, and the units are as they were
    expect(again.counts).toEqual({ new: 0, changed: 0, unchanged: 5, refused: 0 });
    expect(totals(applied)).toEqual({ new: 0, changed: 0, unchanged: 5, refused: 0 });
    expect((await unitOf('95'))?.version).toBe(land?.version);
  });

  it('renames a Gemeinde and changes its PLZ: the search finds the new name only, slug and staff content stay', async () => {
    // Prepare: staff filled in the Bauamt after the first import
    const before = await unitOf('95000001');
    if (!before) throw new Error('Importhausen missing');
    const office = 'Bauamt der Gemeinde Importhausen, Rathausplatz 1';
    await units.updateReferenceUnit(before, { contact: { ...before.contact, office } });
    const csv = directory(LAND, SECOND_LAND, ['95000001', 'Seeimportheim', '95003', 'Importland'], DORF, ZWEIT);

    // Act
    const preview = await dryRun(admin, csv);
    const applied = await applyAll(admin, csv);

    // Assess
    expect(preview.counts).toEqual({ new: 0, changed: 1, unchanged: 4, refused: 0 });
    expect(preview.changed).toEqual([
      {
        line: 4,
        ags: '95000001',
        name: 'Seeimportheim',
        previous_name: 'Importhausen',
        plz: ['95003'],
        previous_plz: ['95001', '95002'],
      },
    ]);
    expect(totals(applied)).toEqual({ new: 0, changed: 1, unchanged: 4, refused: 0 });
    expect(await unitOf('95000001')).toMatchObject({
      name: 'Seeimportheim',
      plz: ['95003'],
      slug: 'importhausen',
      contact: { office },
    });
    expect(await namesFound('seeimport')).toEqual(['Seeimportheim']);
    expect(await namesFound('importhausen')).toEqual([]);
    expect(await namesFound('95003')).toEqual(['Seeimportheim']);
    expect(await namesFound('95001')).toEqual([]);
  });

  it('keeps a staff edit made between the dry run and the apply', async () => {
    const csv = directory(LAND, SECOND_LAND, HAUSEN, ['95000002', 'Altimportdorf', '95020', '95'], ZWEIT);
    expect((await dryRun(admin, csv)).counts.changed).toBe(2);
    const read = await unitOf('95000002');
    if (!read) throw new Error('Neu-Importdorf missing');
    const office = 'Bauamt Neu-Importdorf';
    await units.updateReferenceUnit(read, { contact: { ...read.contact, office } });

    await applyAll(admin, csv);

    expect(await unitOf('95000002')).toMatchObject({ name: 'Altimportdorf', plz: ['95020'], contact: { office } });
  });

  it('keeps a staff edit that lands while a window writes, and the staff member’s stale save then conflicts', async () => {
    // Prepare: the window has read the unit; then a staff member saves a change of it
    const windowRead = await unitOf('95000002');
    if (!windowRead) throw new Error('Altimportdorf missing');
    const office = 'Bauverwaltung Altimportdorf';
    await units.updateReferenceUnit(windowRead, { contact: { ...windowRead.contact, office } });
    const [row] = service
      .checkDirectory(service.readCsv(directory(LAND, ['95000002', 'Mittelimportdorf', '95021', 'Importland'])), [])
      .rows.filter((candidate) => candidate.kind === 'Gemeinde');
    if (!row) throw new Error('no row');

    // Act: the window writes with what it read
    const counts = await service.applyRows([service.classify(row, windowRead)], new Map([['95', 'ags-95']]));

    // Assess: the import re-read and applied only name and PLZ; the staff change is kept
    expect(counts).toEqual({ new: 0, changed: 1, unchanged: 0, refused: 0 });
    const stored = await unitOf('95000002');
    expect(stored).toMatchObject({ name: 'Mittelimportdorf', plz: ['95021'], contact: { office } });
    // A save based on the version read before the import is refused (the PATCH route answers 409)
    await expect(
      units.updateReferenceUnit(windowRead, { contact: { ...windowRead.contact, office: 'Veraltet' } }),
    ).rejects.toMatchObject({ name: 'TransactionCanceledException' });
    expect((await unitOf('95000002'))?.contact.office).toBe(office);
  });

  it('completes search terms that a change left half-written', async () => {
    // Prepare: a rename stored with `search_pending`, as after a failure before its terms were written
    const unit = await unitOf('96000001');
    if (!unit) throw new Error('Zweitimport missing');
    const { documentClient } = await import('../../functions/src/clients/dynamodb.ts');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    await documentClient.send(
      new UpdateCommand({
        TableName: inject('stackEnv').TABLE_NAME,
        Key: { pk: units.unitPartition(unit.id), sk: 'REFUNIT' },
        UpdateExpression: 'SET #name = :name, search_pending = :before, #version = #version + :one',
        ExpressionAttributeNames: { '#name': 'name', '#version': 'version' },
        ExpressionAttributeValues: {
          ':name': 'Halbimport',
          ':one': 1,
          ':before': unit,
        },
      }),
    );
    expect(await namesFound('halbimport')).toEqual([]);
    const csv = directory(['96', 'Zweites Importland', '', ''], ['96000001', 'Halbimport', '96001', '96']);

    // Act
    const preview = await dryRun(admin, csv);
    const applied = await applyAll(admin, csv);

    // Assess
    expect(preview.counts).toMatchObject({ changed: 1, unchanged: 1 });
    expect(totals(applied)).toMatchObject({ changed: 1, unchanged: 1 });
    expect(await namesFound('halbimport')).toEqual(['Halbimport']);
    expect(await namesFound('zweitimport')).toEqual([]);
    expect((await units.getReferenceUnit(unit.id))?.search_pending).toBeUndefined();
  });

  it('refuses a wrong header, bytes that are not UTF-8, an empty and a too large file in German, changing nothing', async () => {
    const newRow = ['95000099', 'Nieimport', '', 'Importland'] as const;
    const wrongHeader = `AGS,Name,PLZ,Land\n${newRow.join(',')}\n`;
    const latin1 = Buffer.from(directory(LAND, ['95000099', 'München', '', 'Importland']), 'latin1');
    const tooLarge = directory(LAND, newRow) + `${'#'.repeat(99)}\n`.repeat(25_000);
    const huge = directory(LAND, newRow) + `${'#'.repeat(99)}\n`.repeat(100_000);

    for (const dry_run of [true, false]) {
      expect((await issues(await postImport(admin, wrongHeader, { dry_run }), 422))[0]).toBe(
        'Die erste Zeile muss genau „AGS;Name;PLZ;Land“ lauten (Semikolon als Trennzeichen), gefunden: „AGS,Name,PLZ,Land“.',
      );
      expect((await issues(await postImport(admin, latin1, { dry_run }), 422))[0]).toContain(
        'Die Datei ist nicht UTF-8-kodiert.',
      );
      expect(await issues(await postImport(admin, '', { dry_run }), 422)).toEqual(['Die Datei ist leer.']);
      expect(await expectJson(await postImport(admin, tooLarge, { dry_run }), 413)).toEqual({
        detail:
          'Die Datei ist zu groß: höchstens 2 MB. Ein Gemeindeverzeichnis für ganz Deutschland hat weniger als 1 MB.',
      });
      // 10 MB: refused before the function (Lambda takes at most 6 MB), in German too
      expect(await expectJson(await postImport(admin, huge, { dry_run }), 413)).toEqual({
        detail: 'Die Anfrage ist zu groß (höchstens 6 MB).',
      });
    }
    expect(await unitOf('95000099')).toBeUndefined();
  });

  it('is for Administrators only', async () => {
    const csv = directory(LAND);
    for (const email of ['land@baucheck.test', 'kommune@baucheck.test', 'partner@baucheck.test']) {
      const session = await signedIn(email);
      expect(await expectJson(await postImport(session, csv, { dry_run: false }), 403)).toEqual({
        detail: 'User ist kein Administrator',
      });
    }
    expect((await postImport(new ApiSession(), csv)).status).toBe(401);
  });

  it('takes only CSV and answers a window past the file’s end in German', async () => {
    const json = await admin.request('/api/reference-units/import/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await admin.csrfHeader()) },
      body: JSON.stringify({ ags: '95' }),
    });
    expect(await expectJson(json, 415)).toEqual({
      detail: 'Nicht unterstützter Inhaltstyp. Erwartet wird eine CSV-Datei (text/csv).',
    });
    const past = await issues(await postImport(admin, directory(LAND), { dry_run: false, offset: 5 }), 422);
    expect(past).toEqual(['offset ist größer als die Zahl der Zeilen der Datei (1).']);
    const result = await expectJson<UnitImportResult>(
      await postImport(admin, directory(LAND), { dry_run: false, offset: 1 }),
      200,
    );
    expect(result.window).toEqual({ offset: 1, end: 1, next_offset: null });
  });
});
