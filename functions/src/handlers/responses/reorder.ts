import { createHandler } from '#lib/handler';
import { checkIdOf } from '#repositories/check-keys';
import { reorderResponses } from '#services/check-content';
import { draftDetail } from '#services/check-queries';
import { checkRoutes } from '../../routes/checks.ts';

export const handler = createHandler(checkRoutes.reorderResponses, async ({ path, body, session }) => {
  await reorderResponses(session.user, path.slide_id, body.version, body.response_ids);
  const detail = await draftDetail(session.user, checkIdOf(path.slide_id), null);
  return { body: detail.slides.find((slide) => slide.id === path.slide_id) };
});
