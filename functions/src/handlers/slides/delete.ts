import { createHandler } from '#lib/handler';
import { removeSlide } from '#services/check-content';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.deleteSlide, async ({ path, session }) => {
  await removeSlide(session.user, path.slide_id);
  return { status: 204 };
});
