import { createHandler } from '#lib/handler';
import { changeFaqEntry } from '#services/faqs';
import { faqRoutes } from '../../routes/faqs.ts';

export const handler = createHandler(faqRoutes.updateFaqEntry, async ({ path, body }) => ({
  body: await changeFaqEntry(path.faq_id, body),
}));
