import { createHandler } from '#lib/handler';
import { reorderEntries } from '#services/faqs';
import { faqRoutes } from '../../routes/faqs.ts';

export const handler = createHandler(faqRoutes.reorderFaqEntries, async ({ path, body }) => ({
  body: await reorderEntries(path.chapter_id, body),
}));
