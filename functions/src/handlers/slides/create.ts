import { createHandler } from '#lib/handler';
import { checkIdOf } from '#repositories/check-keys';
import { addSlide } from '#services/check-content';
import { draftDetail } from '#services/check-queries';
import { checkRoutes } from '../../routes/checks.ts';

export const handler = createHandler(checkRoutes.createSlide, async ({ body, session }) => {
  const id = await addSlide(session.user, body);
  const detail = await draftDetail(session.user, checkIdOf(id), null);
  return { status: 201, body: detail.slides.find((slide) => slide.id === id) };
});
