import { createHandler } from '#lib/handler';
import { createOrganisation } from '#repositories/organisations';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.createOrganisation, async ({ body }) => ({
  status: 201,
  body: await createOrganisation(body),
}));
