import { createHandler } from '#lib/handler';
import { toCheck } from '#repositories/checks';
import { latestVersions, visibleCheckPage } from '#services/check-queries';
import { checkRoutes } from '../../routes/checks.ts';

export const handler = createHandler(checkRoutes.listChecksByGroup, async ({ path, query, session }) => {
  const filter = {
    group: path.group,
    referenceUnitId: query.reference_unit_id,
    showDeleted: query.show_deleted,
    unpublished: query.unpublished,
    published: !query.is_draft,
    search: query.q,
  };
  const page = await visibleCheckPage(session.user, filter, query);
  const next_cursor = page.nextCursor;
  if (query.is_draft) return { body: { items: page.items.map(toCheck), next_cursor } };
  return { body: { items: await latestVersions(page.items), next_cursor } };
});
