import { createHandler } from '#lib/handler';
import { toCheck } from '#repositories/checks';
import { visibleChecks } from '#services/check-queries';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.listChecks, async ({ query, session }) => ({
  body: (await visibleChecks(session.user, { showDeleted: query.show_deleted })).map(toCheck),
}));
