import { createHandler } from '#lib/handler';
import { changeFaqChapter } from '#services/faqs';
import { faqRoutes } from '../../routes/faqs.ts';

export const handler = createHandler(faqRoutes.updateFaqChapter, async ({ path, body }) => ({
  body: await changeFaqChapter(path.chapter_id, body),
}));
