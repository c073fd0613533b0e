import { createHandler } from '#lib/handler';
import { requireOrganisation } from '#services/organisations';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.getOrganisation, async ({ path }) => ({
  body: await requireOrganisation(path.id),
}));
