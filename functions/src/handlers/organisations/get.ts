import { notFound } from '#lib/errors';
import { createHandler } from '#lib/handler';
import { getOrganisation } from '#repositories/organisations';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.getOrganisation, async ({ path }) => {
  const organisation = await getOrganisation(path.id);
  if (!organisation) throw notFound('Die Organisation existiert nicht');
  return { body: organisation };
});
