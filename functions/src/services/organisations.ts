import { notFound } from '#lib/errors';
import { getOrganisation } from '#repositories/organisations';

/** The organisation with this id, or 404. */
export async function requireOrganisation(id: string) {
  const organisation = await getOrganisation(id);
  if (!organisation) throw notFound('Die Organisation existiert nicht');
  return organisation;
}
