import { createHandler } from '#lib/handler';
import { removeAttribute } from '#services/check-content';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.deleteAttribute, async ({ path, session }) => {
  await removeAttribute(session.user, path.slide_attribute_id);
  return { status: 204 };
});
