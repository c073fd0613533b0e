import * as z from 'zod';

/*
 * Importing a municipality directory (Gemeindeverzeichnis) as CSV: `POST /reference-units/import/`.
 * The file is UTF-8 with `;` between fields and the header below; rows with a 2-digit AGS are Länder,
 * rows with an 8-digit AGS Gemeinden. A dry run checks the whole file in one request; applying it
 * goes window by window (`offset`, `limit`) so that each request stays far inside the function's
 * timeout, and the answer says where the next window starts.
 */

export const UNIT_IMPORT_HEADER = ['AGS', 'Name', 'PLZ', 'Land'] as const;

/**
 * Largest file accepted. Germany's directory (16 Länder, about 10,800 Gemeinden, a few PLZ each) is
 * about 0.5 MB and stays below 1 MB even with every PLZ of the big cities; 2 MB leaves room for that
 * while keeping each request small: every apply window sends the file again (see the route).
 */
export const UNIT_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const UNIT_IMPORT_MAX_TEXT =
  'Die Datei ist zu groß: höchstens 2 MB. Ein Gemeindeverzeichnis für ganz Deutschland hat weniger als 1 MB.';

/** Rows written per apply window by default and at most (timings in functions/src/services/unit-import.ts). */
export const UNIT_IMPORT_WINDOW_DEFAULT = 200;
export const UNIT_IMPORT_WINDOW_MAX = 500;

/** Refused rows listed in one answer; the count covers all of them. */
export const UNIT_IMPORT_LISTED_MAX = 500;

const booleanText = z
  .enum(['true', 'false'], { error: 'Erlaubt sind true und false.' })
  .transform((value) => value === 'true');

export const unitImportQuerySchema = z.object({
  /** True (the default): only check and count; nothing is written. */
  dry_run: booleanText.default(true),
  /** Apply only: the first row of the window, counted over the file's rows with Länder first. */
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(UNIT_IMPORT_WINDOW_MAX).default(UNIT_IMPORT_WINDOW_DEFAULT),
});
export type UnitImportQuery = z.infer<typeof unitImportQuerySchema>;

/** A row that is not imported, with its line in the file (the header is line 1) and a German reason. */
export const refusedRowSchema = z.object({ line: z.number().int(), ags: z.string(), reason: z.string() });
export type RefusedRow = z.infer<typeof refusedRowSchema>;

/** A row whose unit exists and whose name or PLZ the import changes (a dry run lists the first ones). */
export const changedRowSchema = z.object({
  line: z.number().int(),
  ags: z.string(),
  name: z.string(),
  previous_name: z.string(),
  plz: z.array(z.string()),
  previous_plz: z.array(z.string()),
});
export type ChangedRow = z.infer<typeof changedRowSchema>;

export const unitImportCountsSchema = z.object({
  new: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
});
export type UnitImportCounts = z.infer<typeof unitImportCountsSchema>;

/** Where an apply window began and ended in the file's rows, and where the next one starts (null: done). */
export const unitImportWindowSchema = z.object({
  offset: z.number().int(),
  end: z.number().int(),
  next_offset: z.number().int().nullable(),
});

export const unitImportResultSchema = z.object({
  dry_run: z.boolean(),
  /** Data rows in the file (Länder and Gemeinden). */
  total_rows: z.number().int(),
  /** Dry run: the whole file. Apply: what this window did (rows of other windows are not counted). */
  counts: unitImportCountsSchema,
  /** The first refused rows (at most UNIT_IMPORT_LISTED_MAX; `counts.refused` has them all). */
  refused: z.array(refusedRowSchema),
  /** Dry run: the first rows whose unit changes (at most UNIT_IMPORT_LISTED_MAX). Apply: empty. */
  changed: z.array(changedRowSchema),
  /** Apply only. */
  window: unitImportWindowSchema.nullable(),
});
export type UnitImportResult = z.infer<typeof unitImportResultSchema>;
