import { createHandler } from '#lib/handler';
import { listOrganisations } from '#repositories/organisations';
import { organisationRoutes } from '../../routes/organisations.ts';

export const handler = createHandler(organisationRoutes.listOrganisations, async () => ({
  body: await listOrganisations(),
}));
