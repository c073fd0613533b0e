import { describe, expect, it } from 'vitest';
import { UNIT_IMPORT_MAX_BYTES } from '@baucheck/shared/unit-import';
import { HttpError } from '#lib/errors';
import type { ReferenceUnitRecord } from '#repositories/reference-units';
import { checkDirectory, classify, csvText, NOT_UTF8_TEXT, readCsv, type DirectoryRow } from './unit-import.ts';

const BAYERN = { ags: '09', name: 'Bayern' };

/** The file-level error's status and German text. */
function fileError(run: () => unknown): { status: number; text: string } {
  try {
    run();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const { detail } = error;
    return { status: error.statusCode, text: typeof detail === 'string' ? detail : JSON.stringify(detail) };
  }
  throw new Error('no error');
}

const check = (text: string, stored = [BAYERN]) => checkDirectory(readCsv(csvText(text)), stored);
const reasons = (text: string, stored = [BAYERN]) =>
  check(text, stored).refused.map(({ line, ags, reason }) => `${line} ${ags}: ${reason}`);

describe('reading the file', () => {
  it('reads UTF-8 with or without BOM, CRLF or LF, quoted fields, and numbers rows by their line', () => {
    const text =
      '\uFEFFAGS;Name;PLZ;Land\r\n09;Bayern;;\r\n\r\n09162000;"München; Landeshauptstadt";80331, 80333;Bayern\r\n';
    expect(readCsv(csvText(text))).toEqual([
      { line: 2, fields: ['09', 'Bayern', '', ''] },
      { line: 4, fields: ['09162000', 'München; Landeshauptstadt', '80331, 80333', 'Bayern'] },
    ]);
    const bytes = new TextEncoder().encode('AGS;Name;PLZ;Land\n09;Bayern;;\n');
    expect(readCsv(csvText(bytes))).toEqual([{ line: 2, fields: ['09', 'Bayern', '', ''] }]);
  });

  it('refuses bytes that are not UTF-8, also after a gateway decoded them', () => {
    const latin1 = Buffer.from('AGS;Name;PLZ;Land\n09162000;München;80331;Bayern\n', 'latin1');
    expect(fileError(() => csvText(latin1))).toEqual({ status: 422, text: expect.stringContaining(NOT_UTF8_TEXT) });
    expect(fileError(() => csvText(latin1.toString('utf8'))).text).toContain('nicht UTF-8-kodiert');
  });

  it('refuses an empty file, a wrong header, a file with only the header and broken quoting', () => {
    expect(fileError(() => csvText('\uFEFF \n')).text).toContain('Die Datei ist leer.');
    expect(fileError(() => readCsv('AGS,Name,PLZ,Land\n09,Bayern,,\n')).text).toContain(
      'Die erste Zeile muss genau „AGS;Name;PLZ;Land“ lauten (Semikolon als Trennzeichen), gefunden: „AGS,Name,PLZ,Land“',
    );
    expect(fileError(() => readCsv('Schlüssel;Name;PLZ;Land\n')).text).toContain('gefunden: „Schlüssel;Name;PLZ;Land“');
    expect(fileError(() => readCsv('AGS;Name;PLZ;Land\n')).text).toContain('nur die Kopfzeile');
    expect(fileError(() => readCsv('AGS;Name;PLZ;Land\n09;"Bayern;;\n')).text).toContain(
      'Die Datei ist keine gültige CSV-Datei (Zeile 2): ein Anführungszeichen wird nicht geschlossen.',
    );
  });

  it('refuses a file over the size limit with 413', () => {
    const big = `AGS;Name;PLZ;Land\n${'09;Bayern;;\n'.repeat(UNIT_IMPORT_MAX_BYTES / 10)}`;
    expect(fileError(() => csvText(big))).toEqual({ status: 413, text: expect.stringContaining('höchstens 2 MB') });
  });
});

describe('checking the rows', () => {
  it('takes Länder and Gemeinden, the Land named by name (any spelling), by AGS or left empty, Länder first', () => {
    const { rows, refused, total } = check(
      [
        'AGS;Name;PLZ;Land',
        '97000001;Neudorf am See;97001,97002,97001;Testland',
        '97;Testland;;',
        '09162000;München;80331;bayern',
        '97000002;Altdorf;;97',
        '97000003;Mitteldorf;;',
        '98;Zweitland;;Zweitland',
      ].join('\n'),
    );
    expect(refused).toEqual([]);
    expect(total).toBe(6);
    expect(rows.map((row) => [row.line, row.ags, row.kind, row.landAgs])).toEqual([
      [3, '97', 'Land', '97'],
      [7, '98', 'Land', '98'],
      [2, '97000001', 'Gemeinde', '97'],
      [4, '09162000', 'Gemeinde', '09'],
      [5, '97000002', 'Gemeinde', '97'],
      [6, '97000003', 'Gemeinde', '97'],
    ]);
    expect(rows.find((row) => row.ags === '97000001')?.plz).toEqual(['97001', '97002']);
    expect(
      check('AGS;Name;PLZ;Land\n08123456;Musterstadt;;Baden-Wuerttemberg\n', [{ ags: '08', name: 'Baden-Württemberg' }])
        .refused,
    ).toEqual([]);
  });

  it('refuses each bad row with its line, AGS and a German reason', () => {
    expect(
      reasons(
        [
          'AGS;Name;PLZ;Land',
          '9162000;München;80331;Bayern',
          '0916200x;München;;Bayern',
          '09162000;;80331;Bayern',
          '09162001;Ober-Musterbach;8033;Bayern',
          '09162001;Doppelbach;;Bayern',
          '09162002;Unterbach;;Bayernland',
          '08123456;Schwabenbach;;Bayern',
          '96000001;Nirgendwo;;',
          '09;Bayern;80331;',
          '08;Baden-Württemberg;;Bayern',
          '09162003;Zu wenig;Felder',
          '09162004;!!!;;Bayern',
        ].join('\n'),
      ),
    ).toEqual([
      '2 9162000: Der AGS „9162000“ ist ungültig: 2 Ziffern für ein Land, 8 für eine Gemeinde. Fehlt die führende Null? Tabellenprogramme entfernen sie gern.',
      '3 0916200x: Der AGS „0916200x“ ist ungültig: 2 Ziffern für ein Land, 8 für eine Gemeinde.',
      '4 09162000: Der Name fehlt.',
      '5 09162001: Die Postleitzahl „8033“ ist ungültig: 5 Ziffern, mehrere durch Kommas getrennt.',
      '6 09162001: Der AGS 09162001 steht schon in Zeile 5.',
      '7 09162002: Unbekanntes Land „Bayernland“: Es steht weder in dieser Datei noch in BauCheck.',
      '8 08123456: Der AGS 08123456 gehört nicht zu Bayern (09): Die ersten zwei Ziffern des AGS sind die des Landes.',
      '9 96000001: Unbekanntes Land 96: Es steht weder in dieser Datei noch in BauCheck.',
      '10 09: Ein Land hat keine Postleitzahlen; sie gehören zu seinen Gemeinden.',
      '11 08: Bei einem Land bleibt die Spalte Land leer oder nennt das Land selbst.',
      '12 09162003: Die Zeile hat 3 statt 4 Felder (durch Semikolon getrennt).',
      '13 09162004: Der Name „!!!“ enthält keine Buchstaben.',
    ]);
  });

  it('refuses the Gemeinden of a Land whose own row is refused', () => {
    expect(reasons('AGS;Name;PLZ;Land\n97;;;\n97000001;Neudorf;;97\n')).toEqual([
      '2 97: Der Name fehlt.',
      '3 97000001: Das Land 97 in Zeile 2 wird abgelehnt.',
    ]);
  });
});

describe('comparing with the stored unit', () => {
  const row: DirectoryRow = {
    line: 2,
    ags: '09162000',
    name: 'München',
    plz: ['80331', '80333'],
    kind: 'Gemeinde',
    landAgs: '09',
  };
  const unit = (changes: Partial<ReferenceUnitRecord> = {}) =>
    ({
      id: 'ags-09162000',
      ags: '09162000',
      name: 'München',
      plz: ['80333', '80331'],
      ...changes,
    }) as ReferenceUnitRecord;

  it('is new without a unit, unchanged when name and PLZ (in any order) agree, changed otherwise', () => {
    expect(classify(row, undefined).status).toBe('new');
    expect(classify(row, unit()).status).toBe('unchanged');
    expect(classify(row, unit({ name: 'Muenchen' })).status).toBe('changed');
    expect(classify(row, unit({ plz: ['80331'] })).status).toBe('changed');
  });

  it('is changed when the unit’s search terms were left half-written, so that the import repairs them', () => {
    expect(classify(row, unit({ search_pending: null })).status).toBe('changed');
  });
});
