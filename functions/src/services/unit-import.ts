import { parse, CsvError } from 'csv-parse/sync';
import type { ValidationIssue } from '@baucheck/shared/http';
import type { AuthorityContact, ReferenceUnitKind } from '@baucheck/shared/reference-units';
import { foldForSearch } from '@baucheck/shared/search-folding';
import {
  UNIT_IMPORT_HEADER,
  UNIT_IMPORT_LISTED_MAX,
  UNIT_IMPORT_MAX_BYTES,
  UNIT_IMPORT_MAX_TEXT,
  type ChangedRow,
  type RefusedRow,
  type UnitImportCounts,
  type UnitImportResult,
} from '@baucheck/shared/unit-import';
import { isWriteConflict } from '#lib/conditional';
import { HttpError } from '#lib/errors';
import {
  createReferenceUnit,
  getReferenceUnit,
  getReferenceUnitsByAgs,
  listLaender,
  newUnitId,
  syncSearchTerms,
  UnitClaimTaken,
  updateReferenceUnit,
  type ReferenceUnitRecord,
} from '#repositories/reference-units';
import { uniqueSlug } from '#services/unit-slugs';
import { chunks } from '../data/batch.ts';
import { eachLimited } from '../data/concurrency.ts';

/*
 * Onboarding from a municipality directory (CSV `AGS;Name;PLZ;Land`, see shared/src/unit-import.ts).
 * Rows are matched to units by AGS with key reads (BatchGetItem of the AGS claims, then of the units),
 * never by reading the unit list, and classified as new, changed (name or PLZ differ, or the unit's
 * search terms were left half-written), unchanged or refused. Refused rows make the whole file
 * refused: applying writes nothing while one is left, so a file is either imported as it stands or
 * not at all. Applying again changes nothing, and so does retrying a window: each window reads its
 * rows' units afresh and writes only what differs.
 *
 * What the import writes: new units with the slug from their name (the AGS added on a clash), the
 * Land as parent, a generic contact (below), nothing local; for existing units only name and PLZ.
 * Contact, side laws, links, organisation, slug and the active flag are the staff's and stay as they
 * are, even when the unit was deactivated.
 *
 * Time budget: the route's function has 25 s (API Gateway gives up at 30 s). Measured on the local
 * stack (DynamoDB Local on this 2-core machine, under a load average of about 10 from other work):
 *   dry run of Germany (16 Länder + 10,800 Gemeinden, 0.5 MB), all new:     5.7 s (10.7 s cold)
 *   dry run of Germany, all stored (216 batch reads):                        2.6–3.5 s
 *   apply window of 250 / 500 / 1000 new Gemeinden:                          9.6 s / 9.5 s / 14–22 s
 *   apply window of 500 / 1000 renamed Gemeinden:                            10.5 s / 19 s
 *   apply window of 500 / 1000 unchanged Gemeinden:                          0.7 s / 0.8 s
 *   2,051 new rows in windows of 200 (unit-import-scale.test.ts):            about 5.5 s a window
 * A new unit costs about 5 calls (slug claim read, the unit's transaction, its search terms, the
 * flag); at 16 units in parallel DynamoDB Local managed about one unit per 19 ms. Windows of
 * 200 rows (UNIT_IMPORT_WINDOW_DEFAULT) therefore take about 4–5.5 s here, a fifth of the timeout;
 * DynamoDB itself is several times faster. At most 500 rows a window (about 10 s here). Germany
 * takes 55 windows, about 4 minutes locally.
 */

/** Contacts of new units until staff fill them in: who residents should ask, without naming anyone. */
export const IMPORTED_CONTACT: Record<ReferenceUnitKind, AuthorityContact> = {
  Land: {
    office: 'Untere Bauaufsichtsbehörde Ihres Landkreises oder Ihrer kreisfreien Stadt',
    phone: null,
    email: null,
    website: null,
  },
  Gemeinde: {
    office: 'Bauamt der Gemeinde oder untere Bauaufsichtsbehörde des Landkreises',
    phone: null,
    email: null,
    website: null,
  },
};

/** Units written in parallel within a window, and AGS batches (100 each) read in parallel. */
const WRITE_CONCURRENCY = 16;
const READ_CONCURRENCY = 8;
const NAME_MAX = 120;
const UPDATE_ATTEMPTS = 5;

// ---------------------------------------------------------------------------------------------------
// Reading the file

const fileIssue = (msg: string) =>
  new HttpError(422, [{ loc: ['body'], msg, type: 'csv_invalid' }] satisfies ValidationIssue[]);

export const NOT_UTF8_TEXT =
  'Die Datei ist nicht UTF-8-kodiert. Bitte speichern Sie sie als „CSV UTF-8“ (in Tabellenprogrammen unter „Speichern unter“).';
const HEADER_TEXT = UNIT_IMPORT_HEADER.join(';');

/**
 * The CSV's text from a request body: raw bytes (checked to be UTF-8), or text the gateway already
 * decoded as UTF-8 (where bytes that are not UTF-8 became U+FFFD). A leading BOM is dropped.
 * 413 over the size limit, 422 for an empty file or one that is not UTF-8.
 */
export function csvText(body: string | Uint8Array): string {
  const size = typeof body === 'string' ? Buffer.byteLength(body, 'utf8') : body.byteLength;
  if (size > UNIT_IMPORT_MAX_BYTES) throw new HttpError(413, UNIT_IMPORT_MAX_TEXT);
  let text: string;
  if (typeof body === 'string') {
    text = body;
  } else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(body);
    } catch {
      throw fileIssue(NOT_UTF8_TEXT);
    }
  }
  // A real directory has no U+FFFD; in text it is the trace of bytes that were not UTF-8.
  if (text.includes('\uFFFD')) throw fileIssue(NOT_UTF8_TEXT);
  text = text.replace(/^\uFEFF/, '');
  if (text.trim() === '') throw fileIssue('Die Datei ist leer.');
  return text;
}

/** A data row as read: its line in the file (the header is line 1) and its trimmed fields. */
export interface CsvRow {
  line: number;
  fields: string[];
}

const CSV_ERROR_TEXTS: Partial<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: 'ein Anführungszeichen wird nicht geschlossen',
  INVALID_OPENING_QUOTE: 'ein Anführungszeichen steht mitten in einem Feld',
  CSV_INVALID_CLOSING_QUOTE: 'nach einem schließenden Anführungszeichen folgt kein Semikolon',
};

/** The data rows of the directory, after checking the header; 422 for a file that is no such CSV. */
export function readCsv(text: string): CsvRow[] {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text.replace(/\r\n?/g, '\n'), {
      delimiter: ';',
      record_delimiter: '\n',
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const what = CSV_ERROR_TEXTS[error.code] ?? 'sie lässt sich nicht als CSV lesen';
    const line = typeof error.lines === 'number' ? ` (Zeile ${error.lines})` : '';
    throw fileIssue(`Die Datei ist keine gültige CSV-Datei${line}: ${what}.`);
  }
  const [header, ...rows] = records.map(({ record, info }) => ({
    // info.lines is the line the record ends on; a quoted field may span lines.
    line: info.lines - record.reduce((newlines, field) => newlines + (field.match(/\n/g)?.length ?? 0), 0),
    fields: record,
  }));
  if (!header || header.fields.join(';') !== HEADER_TEXT) {
    const found = header ? `„${header.fields.join(';')}“` : 'nichts';
    throw fileIssue(
      `Die erste Zeile muss genau „${HEADER_TEXT}“ lauten (Semikolon als Trennzeichen), gefunden: ${found}.`,
    );
  }
  if (rows.length === 0) throw fileIssue('Die Datei enthält nur die Kopfzeile und keine Gemeinden oder Länder.');
  return rows;
}

// ---------------------------------------------------------------------------------------------------
// Checking the rows

/** A row that can be imported. `landAgs` is the Land of a Gemeinde (a Land's own AGS for a Land). */
export interface DirectoryRow {
  line: number;
  ags: string;
  name: string;
  plz: string[];
  kind: ReferenceUnitKind;
  landAgs: string;
}

export interface StoredLand {
  ags: string;
  name: string;
}

export interface CheckedDirectory {
  /** Every data row, refused or not. */
  total: number;
  /** The rows that can be imported: Länder first, then Gemeinden, each in file order. */
  rows: DirectoryRow[];
  /** Refused rows by line. */
  refused: RefusedRow[];
}

const AGS_PATTERN = /^(\d{2}|\d{8})$/;
const PLZ_PATTERN = /^\d{5}$/;

function agsProblem(ags: string): string | null {
  if (ags === '') return 'Der AGS fehlt.';
  if (AGS_PATTERN.test(ags)) return null;
  const lostZero = /^\d$|^\d{7}$/.test(ags) ? ' Fehlt die führende Null? Tabellenprogramme entfernen sie gern.' : '';
  return `Der AGS „${ags}“ ist ungültig: 2 Ziffern für ein Land, 8 für eine Gemeinde.${lostZero}`;
}

function nameProblem(name: string): string | null {
  if (name === '') return 'Der Name fehlt.';
  if (/[\r\n]/.test(name)) return 'Der Name enthält einen Zeilenumbruch.';
  if (name.length > NAME_MAX) return `Der Name ist länger als ${NAME_MAX} Zeichen.`;
  if (foldForSearch(name) === '') return `Der Name „${name}“ enthält keine Buchstaben.`;
  return null;
}

/** The PLZ of a row (empty pieces ignored, duplicates dropped), or the reason they are refused. */
function plzOf(text: string): string[] | string {
  const codes = [
    ...new Set(
      text
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
    ),
  ];
  const bad = codes.find((code) => !PLZ_PATTERN.test(code));
  if (bad !== undefined) return `Die Postleitzahl „${bad}“ ist ungültig: 5 Ziffern, mehrere durch Kommas getrennt.`;
  return codes;
}

/**
 * Checks every row on its own and against the others (duplicate AGS) and resolves each Gemeinde's
 * Land, named by name or AGS, among the file's Länder and the stored ones. Pure: the stored Länder
 * (at most 16) are the only thing it needs to know.
 */
export function checkDirectory(csvRows: readonly CsvRow[], storedLaender: readonly StoredLand[]): CheckedDirectory {
  const refused: RefusedRow[] = [];
  const firstLineOf = new Map<string, number>();
  const fileLaender = new Map<string, { line: number; name: string; valid: boolean }>();
  const candidates: Array<Omit<DirectoryRow, 'landAgs'> & { land: string }> = [];

  for (const { line, fields } of csvRows) {
    const [ags = '', name = '', plzText = '', land = ''] = fields;
    const refuse = (reason: string) => refused.push({ line, ags, reason });
    if (fields.length !== UNIT_IMPORT_HEADER.length) {
      refuse(`Die Zeile hat ${fields.length} statt ${UNIT_IMPORT_HEADER.length} Felder (durch Semikolon getrennt).`);
      continue;
    }
    const problem = agsProblem(ags);
    if (problem) {
      refuse(problem);
      continue;
    }
    const first = firstLineOf.get(ags);
    if (first !== undefined) {
      refuse(`Der AGS ${ags} steht schon in Zeile ${first}.`);
      continue;
    }
    firstLineOf.set(ags, line);
    const kind: ReferenceUnitKind = ags.length === 2 ? 'Land' : 'Gemeinde';
    const plz = plzOf(plzText);
    const reason =
      nameProblem(name) ??
      (typeof plz === 'string' ? plz : null) ??
      (kind === 'Land' && plz.length > 0
        ? 'Ein Land hat keine Postleitzahlen; sie gehören zu seinen Gemeinden.'
        : null);
    if (kind === 'Land') fileLaender.set(ags, { line, name, valid: reason === null });
    if (reason) refuse(reason);
    else candidates.push({ line, ags, name, plz: plz as string[], kind, land });
  }

  const landByName = new Map<string, string>();
  for (const land of storedLaender) landByName.set(foldForSearch(land.name), land.ags);
  for (const [ags, land] of fileLaender) if (land.name) landByName.set(foldForSearch(land.name), ags);
  const storedAgs = new Set(storedLaender.map((land) => land.ags));
  const landName = (ags: string) =>
    fileLaender.get(ags)?.name || storedLaender.find((land) => land.ags === ags)?.name || `Land ${ags}`;

  const rows: DirectoryRow[] = [];
  for (const candidate of candidates) {
    const { land, ...row } = candidate;
    const refuse = (reason: string) => refused.push({ line: row.line, ags: row.ags, reason });
    const named = /^\d{2}$/.test(land) ? land : land ? landByName.get(foldForSearch(land)) : undefined;
    if (row.kind === 'Land') {
      if (land && named !== row.ags) refuse('Bei einem Land bleibt die Spalte Land leer oder nennt das Land selbst.');
      else rows.push({ ...row, landAgs: row.ags });
      continue;
    }
    const prefix = row.ags.slice(0, 2);
    const landAgs = land ? named : prefix;
    if (landAgs === undefined) {
      refuse(`Unbekanntes Land „${land}“: Es steht weder in dieser Datei noch in BauCheck.`);
    } else if (landAgs !== prefix) {
      refuse(
        `Der AGS ${row.ags} gehört nicht zu ${landName(landAgs)} (${landAgs}): Die ersten zwei Ziffern des AGS sind die des Landes.`,
      );
    } else if (fileLaender.get(landAgs)?.valid === false) {
      refuse(`Das Land ${landAgs} in Zeile ${fileLaender.get(landAgs)?.line} wird abgelehnt.`);
    } else if (!fileLaender.has(landAgs) && !storedAgs.has(landAgs)) {
      refuse(`Unbekanntes Land ${landAgs}: Es steht weder in dieser Datei noch in BauCheck.`);
    } else {
      rows.push({ ...row, landAgs });
    }
  }
  rows.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'Land' ? -1 : 1));
  refused.sort((a, b) => a.line - b.line);
  return { total: csvRows.length, rows, refused };
}

// ---------------------------------------------------------------------------------------------------
// Comparing with the stored units

export type PlannedRow =
  | { row: DirectoryRow; status: 'new' }
  | { row: DirectoryRow; status: 'changed' | 'unchanged'; unit: ReferenceUnitRecord };

const samePlz = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');

/** Whether the row would change the unit's name or PLZ (the order of PLZ does not matter). */
const differs = (row: DirectoryRow, unit: ReferenceUnitRecord) => row.name !== unit.name || !samePlz(row.plz, unit.plz);

/** New, changed (name or PLZ, or search terms left half-written) or unchanged. */
export function classify(row: DirectoryRow, unit: ReferenceUnitRecord | undefined): PlannedRow {
  if (!unit) return { row, status: 'new' };
  const changed = differs(row, unit) || unit.search_pending !== undefined;
  return { row, status: changed ? 'changed' : 'unchanged', unit };
}

/** The stored units with these AGS, by AGS: batches of 100 keys, a few batches at a time. */
async function storedUnitsByAgs(agsList: readonly string[]): Promise<Map<string, ReferenceUnitRecord>> {
  const found = new Map<string, ReferenceUnitRecord>();
  await eachLimited(chunks(agsList, 100), READ_CONCURRENCY, async (batch) => {
    for (const [ags, unit] of await getReferenceUnitsByAgs(batch)) found.set(ags, unit);
  });
  return found;
}

/** Reads the file and checks it against the stored Länder. */
async function checkedFile(body: string | Uint8Array): Promise<CheckedDirectory> {
  const csvRows = readCsv(csvText(body));
  return checkDirectory(csvRows, await listLaender());
}

const emptyCounts = (): UnitImportCounts => ({ new: 0, changed: 0, unchanged: 0, refused: 0 });

/** The dry run: every row checked and compared with its unit (key reads only); nothing is written. */
export async function dryRunImport(body: string | Uint8Array): Promise<UnitImportResult> {
  const checked = await checkedFile(body);
  const stored = await storedUnitsByAgs(checked.rows.map((row) => row.ags));
  const counts = { ...emptyCounts(), refused: checked.refused.length };
  const changed: ChangedRow[] = [];
  for (const planned of checked.rows.map((row) => classify(row, stored.get(row.ags)))) {
    counts[planned.status] += 1;
    if (planned.status === 'changed' && changed.length < UNIT_IMPORT_LISTED_MAX) {
      changed.push({
        line: planned.row.line,
        ags: planned.row.ags,
        name: planned.row.name,
        previous_name: planned.unit.name,
        plz: planned.row.plz,
        previous_plz: planned.unit.plz,
      });
    }
  }
  return {
    dry_run: true,
    total_rows: checked.total,
    counts,
    refused: checked.refused.slice(0, UNIT_IMPORT_LISTED_MAX),
    changed: changed.sort((a, b) => a.line - b.line),
    window: null,
  };
}

// ---------------------------------------------------------------------------------------------------
// Applying

/** 422 listing the refused rows (the first ones), after a sentence that says nothing was written. */
function refusedError(refused: readonly RefusedRow[]): HttpError {
  const rows = refused.length === 1 ? 'Eine Zeile wird' : `${refused.length} Zeilen werden`;
  return new HttpError(422, [
    { loc: ['body'], msg: `${rows} abgelehnt; es wurde nichts geändert.`, type: 'unit_import_refused' },
    ...refused.slice(0, UNIT_IMPORT_LISTED_MAX).map((row) => ({
      loc: ['body', row.line],
      msg: `Zeile ${row.line}${row.ags ? ` (AGS ${row.ags})` : ''}: ${row.reason}`,
      type: 'unit_import_refused',
    })),
  ]);
}

/**
 * Applies the rows `offset` … `offset + limit - 1` of the file (Länder first, see checkDirectory).
 * The whole file is checked first: with any refused row, 422 and nothing written. Idempotent: a
 * window applied again reads its units afresh and writes only what still differs.
 */
export async function applyImportWindow(
  body: string | Uint8Array,
  window: { offset: number; limit: number },
): Promise<UnitImportResult> {
  const checked = await checkedFile(body);
  if (checked.refused.length > 0) throw refusedError(checked.refused);
  if (window.offset > checked.rows.length) {
    throw new HttpError(422, [
      {
        loc: ['query', 'offset'],
        msg: `offset ist größer als die Zahl der Zeilen der Datei (${checked.rows.length}).`,
        type: 'value_error',
      },
    ]);
  }
  const rows = checked.rows.slice(window.offset, window.offset + window.limit);
  const stored = await storedUnitsByAgs([...new Set(rows.flatMap((row) => [row.ags, row.landAgs]))]);
  const landIds = new Map<string, string>();
  for (const unit of stored.values()) if (unit.kind === 'Land') landIds.set(unit.ags, unit.id);
  // The Länder are the file's first rows, so they are in place before any later window needs them.
  const missingLand = rows.find(
    (row) => row.kind === 'Gemeinde' && !landIds.has(row.landAgs) && !rows.some((land) => land.ags === row.landAgs),
  );
  if (missingLand) {
    throw new HttpError(
      409,
      `Das Land ${missingLand.landAgs} ist noch nicht angelegt. Bitte wenden Sie den Import von Anfang an (offset=0) an; die Länder stehen in den ersten Zeilen.`,
    );
  }
  const counts = await applyRows(
    rows.map((row) => classify(row, stored.get(row.ags))),
    landIds,
  );
  const end = window.offset + rows.length;
  return {
    dry_run: false,
    total_rows: checked.total,
    counts,
    refused: [],
    changed: [],
    window: { offset: window.offset, end, next_offset: end < checked.rows.length ? end : null },
  };
}

/**
 * Writes planned rows: the Länder first (their ids are the Gemeinden's parent), then the Gemeinden,
 * several at a time. `landIds` maps the AGS of stored Länder to their ids; Länder created here are
 * added. Rows with the same readable slug go one after another in file order, so that the first of
 * several "Neustadt" gets "neustadt" and the others the AGS added, the same on every stack. Counts
 * what was done (a row planned as changed may turn out unchanged after a re-read).
 */
export async function applyRows(
  planned: readonly PlannedRow[],
  landIds: Map<string, string>,
): Promise<UnitImportCounts> {
  const counts = emptyCounts();
  const run = async (rows: readonly PlannedRow[]) => {
    const bySlug = new Map<string, PlannedRow[]>();
    for (const plan of rows) {
      const key = plan.status === 'new' ? foldForSearch(plan.row.name) : plan.row.ags;
      bySlug.set(key, [...(bySlug.get(key) ?? []), plan]);
    }
    await eachLimited([...bySlug.values()], WRITE_CONCURRENCY, async (group) => {
      for (const plan of group) counts[await applyRow(plan, landIds)] += 1;
    });
  };
  await run(planned.filter((plan) => plan.row.kind === 'Land'));
  await run(planned.filter((plan) => plan.row.kind === 'Gemeinde'));
  return counts;
}

type Outcome = 'new' | 'changed' | 'unchanged';

async function applyRow(plan: PlannedRow, landIds: Map<string, string>): Promise<Outcome> {
  if (plan.status === 'unchanged') return 'unchanged';
  if (plan.status === 'changed') return updateUnit(plan.row, plan.unit);
  return createUnit(plan.row, landIds);
}

async function createUnit(row: DirectoryRow, landIds: Map<string, string>): Promise<Outcome> {
  const parentId = row.kind === 'Land' ? null : (landIds.get(row.landAgs) ?? null);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const created = await createReferenceUnit({
        id: newUnitId(row.ags),
        slug: await uniqueSlug(row.name, row.ags),
        name: row.name,
        kind: row.kind,
        ags: row.ags,
        plz: row.plz,
        parent_id: parentId,
        organisation_id: null,
        coat_of_arms_key: null,
        contact: IMPORTED_CONTACT[row.kind],
        side_laws: {},
        links: {},
        demo: false,
      });
      if (created.kind === 'Land') landIds.set(created.ags, created.id);
      return 'new';
    } catch (error) {
      if (!(error instanceof UnitClaimTaken)) throw error;
      // Another unit took the readable slug meanwhile: uniqueSlug now adds the AGS.
      if (error.field === 'slug') continue;
      // The unit was created meanwhile (the same window running twice): it is then brought up to date.
      const existing = (await getReferenceUnitsByAgs([row.ags])).get(row.ags);
      if (!existing) throw error;
      if (existing.kind === 'Land') landIds.set(existing.ags, existing.id);
      return updateUnit(row, existing);
    }
  }
  throw new HttpError(409, `Für „${row.name}“ (AGS ${row.ags}) ließ sich keine freie Adresse (Slug) finden.`);
}

/**
 * Brings a unit's name and PLZ to the row's, conditional on the version read. A staff member's change
 * in between is kept: on a conflict the unit is read again and only name and PLZ are applied to it.
 */
async function updateUnit(row: DirectoryRow, read: ReferenceUnitRecord): Promise<Outcome> {
  let unit = read;
  for (let attempt = 0; attempt < UPDATE_ATTEMPTS; attempt += 1) {
    if (!differs(row, unit)) {
      // Only the search terms were left half-written: completed from the unit as stored now.
      const current = await getReferenceUnit(unit.id);
      if (current?.search_pending === undefined) return 'unchanged';
      await syncSearchTerms(current);
      return 'changed';
    }
    try {
      await updateReferenceUnit(unit, { name: row.name, plz: row.plz });
      return 'changed';
    } catch (error) {
      if (!isWriteConflict(error)) throw error;
      const current = await getReferenceUnit(unit.id);
      if (!current) throw error;
      unit = current;
    }
  }
  throw new HttpError(
    409,
    `„${row.name}“ (AGS ${row.ags}) wird gerade laufend geändert. Bitte wenden Sie diesen Teil des Imports erneut an.`,
  );
}
