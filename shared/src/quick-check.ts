import * as z from 'zod';
import { CHECK_GROUPS, CHECK_TYPES } from './enums.ts';
import { boundedAnswersSchema, engineCheckSchema } from './engine/model.ts';
import { authorityContactSchema, localLinksSchema, sideLawInfosSchema } from './reference-units-public.ts';

/*
 * The shapes of the residents' check routes, apart from the staff shapes in checks.ts: a public
 * function builds only the schemas it uses (building zod schemas is much of a cold start).
 */

const id = z.string().min(1).max(120);

/**
 * What residents load: the published check that applies to a unit and group, its attributes
 * resolved with the unit's local values, the unit's side-law information and contacts.
 */
export const quickCheckSchema = z.object({
  check_id: z.string(),
  version: z.number().int(),
  group: z.enum(CHECK_GROUPS),
  type: z.enum(CHECK_TYPES),
  title: z.string(),
  legal_basis: z.string(),
  as_of: z.string(),
  published_at: z.string(),
  reference_unit: z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    land_name: z.string(),
    coat_of_arms: z.string().nullable(),
  }),
  contact: authorityContactSchema,
  side_laws: sideLawInfosSchema,
  links: localLinksSchema,
  definition: engineCheckSchema,
});
export type QuickCheck = z.infer<typeof quickCheckSchema>;

export const quickCheckPathSchema = z.object({ reference_unit_id: id, group: z.enum(CHECK_GROUPS) });
export const availableChecksQuerySchema = z.object({
  group: z.enum(CHECK_GROUPS).optional(),
  reference_unit_id: id.optional(),
});
export const availableChecksSchema = z.array(
  z.object({ group: z.enum(CHECK_GROUPS), available: z.boolean(), reference_unit_ids: z.array(z.string()) }),
);

/**
 * A result link's content (result-link.ts) as decoded from the URL fragment: anything may stand in a
 * URL, so it is checked like a request before the answers are checked against the check itself.
 */
export const sharedResultSchema = z.object({
  check_id: id,
  version: z.number().int().positive(),
  reference_unit_id: id,
  group: z.enum(CHECK_GROUPS),
  product_id: z.uuid().nullable(),
  answers: boundedAnswersSchema,
});
