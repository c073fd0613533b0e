import { createHandler } from '#lib/handler';
import { removeFaqChapter } from '#services/faqs';
import { faqRoutes } from '../../routes/faqs.ts';

/** Deletes an empty chapter; one with entries is refused with 409 (see services/faqs). */
export const handler = createHandler(faqRoutes.deleteFaqChapter, async ({ path }) => {
  await removeFaqChapter(path.chapter_id);
  return { status: 204 };
});
