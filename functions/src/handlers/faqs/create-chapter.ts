import { createHandler } from '#lib/handler';
import { addFaqChapter } from '#services/faqs';
import { faqRoutes } from '../../routes/faqs.ts';

export const handler = createHandler(faqRoutes.createFaqChapter, async ({ body }) => ({
  status: 201,
  body: await addFaqChapter(body),
}));
