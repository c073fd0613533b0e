import { createHandler } from '#lib/handler';
import { requireOrganisation } from '#services/organisations';
import { organisationRoutes } from '../../routes/organisations.ts';

export const handler = createHandler(organisationRoutes.getOrganisation, async ({ path }) => ({
  body: await requireOrganisation(path.id),
}));
