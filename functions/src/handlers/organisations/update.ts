import { describeOrganisationMembers } from '@baucheck/shared/organisations';
import { staleVersion } from '#lib/conditional';
import { HttpError } from '#lib/errors';
import { createHandler } from '#lib/handler';
import { organisationMembers, updateOrganisation } from '#repositories/organisations';
import { requireOrganisation } from '#services/organisations';
import { organisationRoutes } from '../../routes/organisations.ts';

/**
 * Renames or retypes an organisation. The type must fit the levels of its accounts (a Kommune
 * account belongs to a Kommune organisation) and products belong to Partner organisations only, so
 * the type changes only while nothing belongs to the organisation (409 otherwise).
 */
export const handler = createHandler(organisationRoutes.updateOrganisation, async ({ path, body }) => {
  const { version, ...changes } = body;
  const current = await requireOrganisation(path.id);
  if (current.version !== version) throw staleVersion();
  if (changes.type !== undefined && changes.type !== current.type) {
    const members = await organisationMembers(current.id);
    if (members.users + members.products + members.units > 0) {
      throw new HttpError(
        409,
        `Der Typ kann nicht geändert werden: Zur Organisation gehören noch ${describeOrganisationMembers(members)}. Bitte ordnen Sie diese zuerst einer anderen Organisation zu.`,
      );
    }
  }
  return { body: await updateOrganisation(current, version, changes) };
});
