import * as z from 'zod';
import { CHECK_GROUPS, LOCAL_LINK_KEYS, SIDE_LAWS } from './enums.ts';
import { pageOf, pageQuerySchema } from './pages.ts';
import { SEARCH_MIN_LENGTH } from './search-folding.ts';
import { tooLongText } from './error-texts.ts';

/*
 * The reference-unit shapes residents' public routes use (lists, search, by slug, the contact and side-law
 * parts of a quick check). Kept apart from the staff shapes in reference-units.ts because building zod
 * schemas is a public function's largest share of its cold start after the SDK: a public handler builds
 * only these. reference-units.ts re-exports them, so other code imports from there.
 */

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
    q: z.string().trim().min(SEARCH_MIN_LENGTH, SEARCH_TOO_SHORT).max(60, tooLongText(60)).optional(),
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
