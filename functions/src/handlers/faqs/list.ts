import { createHandler } from '#lib/handler';
import { listFaqsForManagement } from '#services/faqs';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.listFaqs, async ({ query }) => ({
  body: await listFaqsForManagement(query.type),
}));
