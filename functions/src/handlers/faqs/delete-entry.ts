import { createHandler } from '#lib/handler';
import { removeFaqEntry } from '#services/faqs';
import { faqRoutes } from '../../routes/faqs.ts';

export const handler = createHandler(faqRoutes.deleteFaqEntry, async ({ path }) => {
  await removeFaqEntry(path.faq_id);
  return { status: 204 };
});
