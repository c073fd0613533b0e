import { createHandler } from '#lib/handler';
import { latestVersions, visibleCheckPage } from '#services/check-queries';
import { checkRoutes } from '../../routes/checks.ts';

export const handler = createHandler(checkRoutes.listLatestVersions, async ({ query, session }) => {
  const page = await visibleCheckPage(session.user, { published: true }, query);
  return { body: { items: await latestVersions(page.items), next_cursor: page.nextCursor } };
});
