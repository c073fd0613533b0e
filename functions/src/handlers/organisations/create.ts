import { createHandler } from '#lib/handler';
import { createOrganisation } from '#repositories/organisations';
import { organisationRoutes } from '../../routes/organisations.ts';

export const handler = createHandler(organisationRoutes.createOrganisation, async ({ body }) => ({
  status: 201,
  body: await createOrganisation(body),
}));
