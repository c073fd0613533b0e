import { createHandler } from '#lib/handler';
import { removeFaqChapter } from '#services/faqs';
import { routes } from '../../routes.ts';

/** Deletes an empty chapter; one with entries is refused with 409 (see services/faqs). */
export const handler = createHandler(routes.deleteFaqChapter, async ({ path }) => {
  await removeFaqChapter(path.chapter_id);
  return { status: 204 };
});
