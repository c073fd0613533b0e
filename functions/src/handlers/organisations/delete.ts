import { describeOrganisationMembers } from '@baucheck/shared/organisations';
import { HttpError } from '#lib/errors';
import { createHandler } from '#lib/handler';
import { deleteOrganisation, organisationMembers } from '#repositories/organisations';
import { requireOrganisation } from '#services/organisations';
import { organisationRoutes } from '../../routes/organisations.ts';

/** Deletes an organisation to which no account and no product belongs any more (409 otherwise). */
export const handler = createHandler(organisationRoutes.deleteOrganisation, async ({ path }) => {
  const current = await requireOrganisation(path.id);
  const members = await organisationMembers(current.id);
  if (members.users + members.products + members.units > 0) {
    throw new HttpError(
      409,
      `Die Organisation kann nicht gelöscht werden: Zu ihr gehören noch ${describeOrganisationMembers(members)}. Bitte ordnen Sie diese zuerst einer anderen Organisation zu oder löschen Sie sie.`,
    );
  }
  await deleteOrganisation(current);
  return { status: 204 };
});
