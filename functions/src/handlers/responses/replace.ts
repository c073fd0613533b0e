import { createHandler } from '#lib/handler';
import { checkIdOf } from '#repositories/check-keys';
import { replaceResponses } from '#services/check-content';
import { draftDetail } from '#services/check-queries';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.replaceResponses, async ({ path, body, session }) => {
  await replaceResponses(session.user, path.slide_id, body.version, body.responses);
  const detail = await draftDetail(session.user, checkIdOf(path.slide_id), null);
  return { body: detail.slides.find((slide) => slide.id === path.slide_id) };
});
