import * as z from 'zod';
import { CHECK_GROUPS, LOCAL_LINK_KEYS, SIDE_LAWS } from './enums.ts';

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

/**
 * A Land or a Gemeinde. `slug` is the `:gemeinde` route parameter. A Gemeinde inherits every side-law
 * text, contact and link it does not set from its Land.
 */
export const referenceUnitSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(REFERENCE_UNIT_KINDS),
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

/** A unit with the published check it uses per group (its own association, else its Land's). */
export const referenceUnitWithChecksSchema = referenceUnitSchema.extend({
  checks: z.partialRecord(
    z.enum(CHECK_GROUPS),
    z.object({ check_id: z.string(), version: z.number().int(), inherited: z.boolean() }),
  ),
});
export const referenceUnitWithChecksListSchema = z.array(referenceUnitWithChecksSchema);

/**
 * A unit the signed-in staff member works for (`GET /reference-units/mine/`), with the published check
 * it uses per group and the name of its Land (null for a Land), so a page needs no other unit list.
 */
export const myReferenceUnitSchema = referenceUnitWithChecksSchema.extend({ land_name: z.string().nullable() });
export type MyReferenceUnit = z.infer<typeof myReferenceUnitSchema>;
export const myReferenceUnitListSchema = z.array(myReferenceUnitSchema);

export const imageUploadQuerySchema = z.object({
  reference_unit_id: z.string().min(1).max(120),
  /** `coat_of_arms` also makes the image the unit's coat of arms; `slide` (default) only stores it for a Bild attribute. */
  purpose: z.enum(['slide', 'coat_of_arms']).default('slide'),
});
export const uploadedImageSchema = z.object({ path: z.string() });
