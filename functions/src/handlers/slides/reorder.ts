import { createHandler } from '#lib/handler';
import { reorderSlides } from '#services/check-content';
import { draftDetail } from '#services/check-queries';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.reorderSlides, async ({ path, body, session }) => {
  await reorderSlides(session.user, path.check_id, body);
  return { body: await draftDetail(session.user, path.check_id, null) };
});
