import { createHandler } from '#lib/handler';
import { reorderSlides } from '#services/check-content';
import { draftDetail } from '#services/check-queries';
import { checkRoutes } from '../../routes/checks.ts';

export const handler = createHandler(checkRoutes.reorderSlides, async ({ path, body, session }) => {
  await reorderSlides(session.user, path.check_id, body);
  return { body: await draftDetail(session.user, path.check_id, null) };
});
