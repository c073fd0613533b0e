import { createHandler } from '#lib/handler';
import { listFaqsForManagement } from '#services/faqs';
import { faqRoutes } from '../../routes/faqs.ts';

export const handler = createHandler(faqRoutes.listFaqs, async ({ query }) => ({
  body: await listFaqsForManagement(query.type),
}));
