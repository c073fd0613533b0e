import { createHandler } from '#lib/handler';
import { addFaqEntryAtEnd } from '#services/faqs';
import { faqRoutes } from '../../routes/faqs.ts';

export const handler = createHandler(faqRoutes.createFaqEntry, async ({ body }) => ({
  status: 201,
  body: await addFaqEntryAtEnd(body),
}));
