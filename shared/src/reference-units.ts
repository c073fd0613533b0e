import * as z from 'zod';
import { CHECK_GROUPS, LOCAL_LINK_KEYS, SIDE_LAWS } from './enums.ts';

/** One page of a list that grows with the country; `next_cursor` fetches the next (null: last page). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), next_cursor: z.string().nullable() });
export const PAGE_LIMIT_MAX = 100;
export const pageQuerySchema = z.object({
  cursor: z.string().max(2000).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(50),
});

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
  plz: z.array(z.string()),
});
export type UnitSearchHit = z.infer<typeof unitSearchHitSchema>;
export const UNIT_SEARCH_LIMIT_MAX = 20;
export const unitSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(2, 'Bitte geben Sie mindestens 2 Zeichen ein.')
    .max(60, 'Bitte geben Sie höchstens 60 Zeichen ein.'),
  limit: z.coerce.number().int().min(1).max(UNIT_SEARCH_LIMIT_MAX).default(UNIT_SEARCH_LIMIT_MAX),
  kind: z.enum(REFERENCE_UNIT_KINDS).optional(),
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
