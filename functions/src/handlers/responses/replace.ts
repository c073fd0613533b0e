import { createHandler } from '#lib/handler';
import { checkIdOf } from '#repositories/check-keys';
import { replaceResponses } from '#services/check-content';
import { draftDetail } from '#services/check-queries';
import { checkRoutes } from '../../routes/checks.ts';

export const handler = createHandler(checkRoutes.replaceResponses, async ({ path, body, session }) => {
  await replaceResponses(session.user, path.slide_id, body.version, body.responses);
  const detail = await draftDetail(session.user, checkIdOf(path.slide_id), null);
  return { body: detail.slides.find((slide) => slide.id === path.slide_id) };
});
