import { createHandler } from '#lib/handler';
import { toCheck } from '#repositories/checks';
import { visibleCheckPage } from '#services/check-queries';
import { checkRoutes } from '../../routes/checks.ts';

export const handler = createHandler(checkRoutes.listChecks, async ({ query, session }) => {
  const page = await visibleCheckPage(session.user, { showDeleted: query.show_deleted }, query);
  return { body: { items: page.items.map(toCheck), next_cursor: page.nextCursor } };
});
