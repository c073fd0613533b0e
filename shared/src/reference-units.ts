import * as z from 'zod';
import { LOCAL_LINK_KEYS, SIDE_LAWS } from './enums.ts';
import { pageOf, pageQuerySchema } from './pages.ts';
import { tooLongText } from './error-texts.ts';

// The page helpers moved to pages.ts; re-exported for the modules that import them from here.
export { pageOf, pageQuerySchema, PAGE_LIMIT_MAX } from './pages.ts';
export * from './reference-units-public.ts';
import {
  REFERENCE_UNIT_KINDS,
  agsSchema,
  plzSchema,
  referenceUnitSchema,
  referenceUnitWithChecksSchema,
  unitSearchQuerySchema,
} from './reference-units-public.ts';

/**
 * A unit the signed-in staff member works for (`GET /reference-units/mine/`), with the published check
 * it uses per group and the name of its Land (null for a Land), so a page needs no other unit list.
 */
export const myReferenceUnitSchema = referenceUnitWithChecksSchema.extend({ land_name: z.string().nullable() });
export type MyReferenceUnit = z.infer<typeof myReferenceUnitSchema>;
export const myReferenceUnitPageSchema = pageOf(myReferenceUnitSchema);

/**
 * `GET /reference-units/mine/`: a page of the user's units, or with `q` a search among them (at most
 * 20, no further page); `land_id` keeps one Land (the Land itself, then its Gemeinden). With
 * `check_id`, a page of those that use that check by their own association (its Land first, then its
 * Gemeinden by name), `q` searching their names page by page.
 */
export const myReferenceUnitsQuerySchema = pageQuerySchema.extend({
  q: unitSearchQuerySchema.shape.q.optional(),
  land_id: z.string().min(1).max(120).optional(),
  check_id: z.string().min(1).max(120).optional(),
});
export type MyReferenceUnitsQuery = z.input<typeof myReferenceUnitsQuerySchema>;

/** At most this many ids per by-id read (one BatchGetItem). */
export const UNIT_IDS_MAX = 100;
/** `GET /reference-units/mine/by-ids/?ids=a,b`: units named by a check (its Land, owner, associated units). */
export const referenceUnitIdsQuerySchema = z.object({
  ids: z
    .string()
    .max(UNIT_IDS_MAX * 121)
    .transform((text) => [...new Set(text.split(',').filter(Boolean))])
    .pipe(
      z
        .array(z.string().max(120))
        .min(1, 'Bitte mindestens eine Bezugseinheit angeben.')
        .max(UNIT_IDS_MAX, `Bitte höchstens ${UNIT_IDS_MAX} Bezugseinheiten auf einmal abfragen.`),
    ),
});

export const imageUploadQuerySchema = z.object({
  reference_unit_id: z.string().min(1).max(120),
  /** `coat_of_arms` also makes the image the unit's coat of arms; `slide` (default) only stores it for a Bild attribute. */
  purpose: z.enum(['slide', 'coat_of_arms']).default('slide'),
});
export const uploadedImageSchema = z.object({ path: z.string() });

/*
 * Managing units (staff): the list rows, one unit with everything that can be edited, and the bodies
 * of creating and changing one. Who may change what is decided by the server (services/unit-admin.ts).
 */

/** One row of the staff list of units: small, so that a page of 100 stays a few kB. */
export const managedUnitSchema = referenceUnitSchema
  .pick({ id: true, slug: true, name: true, kind: true, ags: true, plz: true, parent_id: true })
  .extend({
    /** The name of the unit's Land (null for a Land). */
    land_name: z.string().nullable(),
    organisation_id: z.string().nullable(),
    organisation_name: z.string().nullable(),
    /** False once deactivated: residents no longer find the unit. */
    active: z.boolean(),
    version: z.number().int(),
  });
export type ManagedUnit = z.infer<typeof managedUnitSchema>;
export const managedUnitPageSchema = pageOf(managedUnitSchema);

/**
 * `GET /reference-units/manage/`: with `q` the best matches by name, PLZ or AGS (at most `limit`, one
 * page); without, a page of the units by name (Länder first), following `cursor`. `land_id` narrows to
 * a Land and its Gemeinden.
 */
export const managedUnitListQuerySchema = pageQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(60, tooLongText(60))
    .optional()
    .transform((value) => value || undefined),
  land_id: z.string().min(1).max(120).optional(),
});

/** One unit as staff edit it: every editable field, its organisation and Land by name, and the version read. */
export const editableReferenceUnitSchema = referenceUnitSchema.extend({
  land_name: z.string().nullable(),
  organisation_id: z.string().nullable(),
  organisation_name: z.string().nullable(),
  active: z.boolean(),
  version: z.number().int(),
});
export type EditableReferenceUnit = z.infer<typeof editableReferenceUnitSchema>;

export const referenceUnitIdPathSchema = z.object({ id: z.string().min(1).max(120) });

export const WEB_ADDRESS_TEXT = 'Bitte geben Sie eine vollständige Web-Adresse an, die mit https:// beginnt.';
const webAddress = z
  .string()
  .trim()
  .max(500, tooLongText(500))
  .regex(/^https?:\/\/[^\s/]+\.[^\s]+$/i, WEB_ADDRESS_TEXT);
/** An optional text field of a form: empty means "none" (null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLongText(max))
    .nullable()
    .transform((value) => value || null);

export const authorityContactInputSchema = z.object({
  office: z.string().trim().min(1, 'Bitte geben Sie die zuständige Stelle an.').max(200, tooLongText(200)),
  phone: optionalText(60),
  email: z
    .union([z.literal(''), z.email('Bitte geben Sie eine gültige E-Mail-Adresse an.').max(200)])
    .nullable()
    .transform((value) => value || null),
  website: z
    .union([z.literal(''), webAddress])
    .nullable()
    .transform((value) => value || null),
});

export const sideLawInfosInputSchema = z.partialRecord(
  z.enum(SIDE_LAWS),
  z.object({
    text: z.string().trim().max(2000, tooLongText(2000)),
    contact: z.string().trim().max(500, tooLongText(500)),
  }),
);
export const localLinksInputSchema = z.partialRecord(z.enum(LOCAL_LINK_KEYS), webAddress);

const unitName = z.string().trim().min(1, 'Bitte geben Sie einen Namen ein.').max(120, tooLongText(120));
/** A city may have dozens of postcodes (Berlin about 190). */
const plzList = z.array(plzSchema).max(300, 'Bitte geben Sie höchstens 300 Postleitzahlen an.');

/**
 * `POST /reference-units/manage/`: a Land (2-digit AGS, no `land_id`) or a Gemeinde (8-digit AGS that
 * starts with its Land's, `land_id` required).
 */
export const createReferenceUnitSchema = z.object({
  ags: agsSchema,
  name: unitName,
  kind: z.enum(REFERENCE_UNIT_KINDS),
  land_id: z.string().min(1).max(120).nullable().default(null),
  plz: plzList.default([]),
  contact: authorityContactInputSchema,
  side_laws: sideLawInfosInputSchema.default({}),
  links: localLinksInputSchema.default({}),
  organisation_id: z.string().min(1).max(120).nullable().default(null),
});
export type CreateReferenceUnitInput = z.input<typeof createReferenceUnitSchema>;

/**
 * `PATCH /reference-units/{id}/` with the version read. `side_laws` and `links` replace the unit's
 * own ones as a whole (what a Gemeinde leaves out, it inherits from its Land).
 */
export const updateReferenceUnitSchema = z.object({
  version: z.number().int().positive(),
  name: unitName.optional(),
  plz: plzList.optional(),
  contact: authorityContactInputSchema.optional(),
  side_laws: sideLawInfosInputSchema.optional(),
  links: localLinksInputSchema.optional(),
  organisation_id: z.string().min(1).max(120).nullable().optional(),
  active: z.boolean().optional(),
});
export type UpdateReferenceUnitInput = z.input<typeof updateReferenceUnitSchema>;
