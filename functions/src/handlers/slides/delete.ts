import { createHandler } from '#lib/handler';
import { removeSlide } from '#services/check-content';
import { checkRoutes } from '../../routes/checks.ts';

export const handler = createHandler(checkRoutes.deleteSlide, async ({ path, session }) => {
  await removeSlide(session.user, path.slide_id);
  return { status: 204 };
});
