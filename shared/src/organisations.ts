import * as z from 'zod';
import type { Level } from './enums.ts';
import { pageOf, pageQuerySchema } from './pages.ts';

export const ORGANISATION_TYPES = ['Land', 'Kommune', 'Partner'] as const;
export type OrganisationType = (typeof ORGANISATION_TYPES)[number];

/**
 * Which organisation type a level belongs to. Land, Kommune and Partner staff must belong to an
 * organisation of their type; Administrators and Standard users belong to none.
 */
export const ORGANISATION_TYPE_OF_LEVEL: Partial<Record<Level, OrganisationType>> = {
  Land: 'Land',
  Kommune: 'Kommune',
  Partner: 'Partner',
};

export const organisationSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(ORGANISATION_TYPES),
});
export type Organisation = z.infer<typeof organisationSchema>;

/** An organisation as the administration sees it: with the version to send back on every change. */
export const editableOrganisationSchema = organisationSchema.extend({ version: z.number().int() });
export type EditableOrganisation = z.infer<typeof editableOrganisationSchema>;

/** An organisation in the administrators' list: with how many accounts, products and reference units belong to it. */
export const organisationListItemSchema = editableOrganisationSchema.extend({
  users: z.number().int().nonnegative(),
  products: z.number().int().nonnegative(),
  units: z.number().int().nonnegative(),
});
export type OrganisationListItem = z.infer<typeof organisationListItemSchema>;
export const organisationPageSchema = pageOf(organisationListItemSchema);
export type OrganisationPage = z.infer<typeof organisationPageSchema>;

/** `GET /organisations/`: a page of the organisations by type (Land, Kommune, Partner) and name. */
export const organisationListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  type: z.enum(ORGANISATION_TYPES).optional(),
});

const organisationName = z.string().trim().min(1, 'Bitte geben Sie einen Namen ein.').max(200);

export const createOrganisationSchema = z.object({ name: organisationName, type: z.enum(ORGANISATION_TYPES) });
/** The type can change only while no account (and no product) belongs to the organisation. */
export const updateOrganisationSchema = z.object({
  version: z.number().int().positive(),
  name: organisationName.optional(),
  type: z.enum(ORGANISATION_TYPES).optional(),
});
export const organisationIdPathSchema = z.object({ id: z.uuid({ error: 'Bitte geben Sie eine gültige ID an.' }) });

/** "2 Konten, 1 Produkt und 3 Bezugseinheiten": what still belongs to an organisation, in German. */
export function describeOrganisationMembers({
  users,
  products,
  units = 0,
}: {
  users: number;
  products: number;
  units?: number;
}): string {
  const parts = [
    ...(users > 0 ? [`${users} ${users === 1 ? 'Konto' : 'Konten'}`] : []),
    ...(products > 0 ? [`${products} ${products === 1 ? 'Produkt' : 'Produkte'}`] : []),
    ...(units > 0 ? [`${units} ${units === 1 ? 'Bezugseinheit' : 'Bezugseinheiten'}`] : []),
  ];
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} und ${parts.at(-1)}` : (parts[0] ?? '');
}
