import { createHandler } from '#lib/handler';
import { listOrganisationsPage, organisationMembers } from '#repositories/organisations';
import { organisationRoutes } from '../../routes/organisations.ts';

/** A page of organisations, each with how many accounts, products and units belong to it (three keyed counts each). */
export const handler = createHandler(organisationRoutes.listOrganisations, async ({ query }) => {
  const page = await listOrganisationsPage({
    cursor: query.cursor,
    limit: query.limit,
    type: query.type,
    search: query.q,
  });
  const members = await Promise.all(page.items.map((organisation) => organisationMembers(organisation.id)));
  return {
    body: {
      items: page.items.map((organisation, index) => ({
        ...organisation,
        ...(members[index] ?? { users: 0, products: 0, units: 0 }),
      })),
      next_cursor: page.nextCursor,
    },
  };
});
