import { createHandler } from '#lib/handler';
import { removeAttribute } from '#services/check-content';
import { checkRoutes } from '../../routes/checks.ts';

export const handler = createHandler(checkRoutes.deleteAttribute, async ({ path, session }) => {
  await removeAttribute(session.user, path.slide_attribute_id);
  return { status: 204 };
});
