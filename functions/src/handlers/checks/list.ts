import { createHandler } from '#lib/handler';
import { toCheck } from '#repositories/checks';
import { visibleChecks } from '#services/check-queries';
import { checkRoutes } from '../../routes/checks.ts';

export const handler = createHandler(checkRoutes.listChecks, async ({ query, session }) => ({
  body: (await visibleChecks(session.user, { showDeleted: query.show_deleted })).map(toCheck),
}));
