import { createHandler } from '#lib/handler';
import { organisationNames } from '#repositories/organisations';
import { listUserRecordsPage, toUser } from '#repositories/users';
import { accountRoutes } from '../../routes/accounts.ts';

export const handler = createHandler(accountRoutes.listUsers, async ({ query }) => {
  const page = await listUserRecordsPage({
    cursor: query.cursor,
    limit: query.limit,
    search: query.q,
    level: query.level,
    status: query.status,
  });
  const names = await organisationNames(page.items.flatMap((user) => user.organisation_id ?? []));
  return {
    body: {
      items: page.items.map((user) => ({
        ...toUser(user),
        organisation_name: user.organisation_id ? (names.get(user.organisation_id) ?? null) : null,
      })),
      next_cursor: page.nextCursor,
    },
  };
});
