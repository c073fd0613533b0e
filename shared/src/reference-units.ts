import * as z from 'zod';
import { CHECK_GROUPS, LOCAL_LINK_KEYS, SIDE_LAWS } from './enums.ts';
import { pageOf, pageQuerySchema } from './pages.ts';
import { SEARCH_MIN_LENGTH } from './search-folding.ts';

// The page helpers moved to pages.ts; re-exported for the modules that import them from here.
export { pageOf, pageQuerySchema, PAGE_LIMIT_MAX } from './pages.ts';

export const REFERENCE_UNIT_KINDS = ['Land', 'Gemeinde'] as const;
export type ReferenceUnitKind = (typeof REFERENCE_UNIT_KINDS)[number];

/** The Bauamt or Bauaufsicht residents should contact. */
export const authorityContactSchema = z.object({
  office: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
});
export type AuthorityContact = z.infer<typeof authorityContactSchema>;

/** What a side law means locally and whom to contact (e.g. the Untere Denkmalschutzbehörde). */
export const sideLawInfoSchema = z.object({ text: z.string(), contact: z.string() });
export type SideLawInfo = z.infer<typeof sideLawInfoSchema>;

export const sideLawInfosSchema = z.partialRecord(z.enum(SIDE_LAWS), sideLawInfoSchema);
export const localLinksSchema = z.partialRecord(z.enum(LOCAL_LINK_KEYS), z.string());

/** Amtlicher Gemeindeschlüssel: 2 digits for a Land, 8 for a Gemeinde (the first two are its Land's). */
export const AGS_TEXT = 'Der Amtliche Gemeindeschlüssel hat 2 Ziffern (Land) oder 8 Ziffern (Gemeinde).';
export const agsSchema = z.string().regex(/^(\d{2}|\d{8})$/, AGS_TEXT);
export const plzSchema = z.string().regex(/^\d{5}$/, 'Eine Postleitzahl hat 5 Ziffern.');

/**
 * A Land or a Gemeinde. `slug` is the `:gemeinde` route parameter. A Gemeinde inherits every side-law
 * text, contact and link it does not set from its Land.
 */
export const referenceUnitSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(REFERENCE_UNIT_KINDS),
  /** Amtlicher Gemeindeschlüssel, unique. */
  ags: z.string(),
  /** Postleitzahlen of the unit (a city may have dozens; a Land none). */
  plz: z.array(z.string()),
  parent_id: z.string().nullable(),
  /** Path of the coat of arms under /media, or null. */
  coat_of_arms: z.string().nullable(),
  contact: authorityContactSchema,
  side_laws: sideLawInfosSchema,
  links: localLinksSchema,
  /** True for invented demo municipalities (their contacts are not real). */
  demo: z.boolean(),
});
export type ReferenceUnit = z.infer<typeof referenceUnitSchema>;

/** `GET /reference-units/by-slug/{slug}/`: the unit a resident's link names, with its Land's name (null for a Land). */
export const unitSlugPathSchema = z.object({ slug: z.string().min(1).max(120) });
export const publicReferenceUnitSchema = referenceUnitSchema.extend({ land_name: z.string().nullable() });
export type PublicReferenceUnit = z.infer<typeof publicReferenceUnitSchema>;
export const referenceUnitListSchema = z.array(referenceUnitSchema);

/** `GET /reference-units/`: a page of the units, all or one Land's (its Gemeinden), by name. */
export const referenceUnitListQuerySchema = pageQuerySchema.extend({
  land_id: z.string().min(1).max(120).optional(),
});
export const referenceUnitPageSchema = pageOf(referenceUnitSchema);

/** What the Gemeinde search answers per unit: small, so that 20 hits stay far below 5 kB. */
export const unitSearchHitSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(REFERENCE_UNIT_KINDS),
  ags: z.string(),
  land_id: z.string().nullable(),
  land_name: z.string().nullable(),
  /** Up to UNIT_SEARCH_HIT_PLZ_MAX of the unit's PLZ (a city has dozens), for a PLZ search the matching one first. */
  plz: z.array(z.string()),
  /** True for invented demo municipalities (their contacts are not real). */
  demo: z.boolean(),
});
export type UnitSearchHit = z.infer<typeof unitSearchHitSchema>;
export const UNIT_SEARCH_LIMIT_MAX = 20;
export const UNIT_SEARCH_HIT_PLZ_MAX = 5;
const SEARCH_TOO_SHORT = `Bitte geben Sie mindestens ${SEARCH_MIN_LENGTH} Zeichen ein.`;
/**
 * `GET /reference-units/search/`: `q` is a name, a PLZ or an AGS (the start of it); without `q`,
 * `kind=Land` lists the Länder (16 at most), the choice of residents whose Gemeinde is not listed.
 */
export const unitSearchQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .min(SEARCH_MIN_LENGTH, SEARCH_TOO_SHORT)
      .max(60, 'Bitte geben Sie höchstens 60 Zeichen ein.')
      .optional(),
    limit: z.coerce.number().int().min(1).max(UNIT_SEARCH_LIMIT_MAX).default(UNIT_SEARCH_LIMIT_MAX),
    kind: z.enum(REFERENCE_UNIT_KINDS).optional(),
  })
  .superRefine((query, context) => {
    if (query.q === undefined && query.kind !== 'Land')
      context.addIssue({ code: 'custom', path: ['q'], message: SEARCH_TOO_SHORT });
  });
export const unitSearchResultSchema = z.array(unitSearchHitSchema);

/** A unit with the published check it uses per group (its own association, else its Land's). */
export const referenceUnitWithChecksSchema = referenceUnitSchema.extend({
  checks: z.partialRecord(
    z.enum(CHECK_GROUPS),
    z.object({ check_id: z.string(), version: z.number().int(), inherited: z.boolean() }),
  ),
});
export type ReferenceUnitWithChecks = z.infer<typeof referenceUnitWithChecksSchema>;
export const referenceUnitWithChecksPageSchema = pageOf(referenceUnitWithChecksSchema);

/**
 * A unit the signed-in staff member works for (`GET /reference-units/mine/`), with the published check
 * it uses per group and the name of its Land (null for a Land), so a page needs no other unit list.
 */
export const myReferenceUnitSchema = referenceUnitWithChecksSchema.extend({ land_name: z.string().nullable() });
export type MyReferenceUnit = z.infer<typeof myReferenceUnitSchema>;
export const myReferenceUnitPageSchema = pageOf(myReferenceUnitSchema);

/**
 * `GET /reference-units/mine/`: a page of the user's units, or with `q` a search among them (at most
 * 20, no further page); `land_id` keeps one Land (the Land itself, then its Gemeinden).
 */
export const myReferenceUnitsQuerySchema = pageQuerySchema.extend({
  q: unitSearchQuerySchema.shape.q.optional(),
  land_id: z.string().min(1).max(120).optional(),
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
    .max(60, 'Bitte geben Sie höchstens 60 Zeichen ein.')
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
  .max(500, 'Bitte geben Sie höchstens 500 Zeichen ein.')
  .regex(/^https?:\/\/[^\s/]+\.[^\s]+$/i, WEB_ADDRESS_TEXT);
/** An optional text field of a form: empty means "none" (null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Bitte geben Sie höchstens ${max} Zeichen ein.`)
    .nullable()
    .transform((value) => value || null);

export const authorityContactInputSchema = z.object({
  office: z
    .string()
    .trim()
    .min(1, 'Bitte geben Sie die zuständige Stelle an.')
    .max(200, 'Bitte geben Sie höchstens 200 Zeichen ein.'),
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
    text: z.string().trim().max(2000, 'Bitte geben Sie höchstens 2000 Zeichen ein.'),
    contact: z.string().trim().max(500, 'Bitte geben Sie höchstens 500 Zeichen ein.'),
  }),
);
export const localLinksInputSchema = z.partialRecord(z.enum(LOCAL_LINK_KEYS), webAddress);

const unitName = z
  .string()
  .trim()
  .min(1, 'Bitte geben Sie einen Namen ein.')
  .max(120, 'Bitte geben Sie höchstens 120 Zeichen ein.');
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
