import { createHandler } from '#lib/handler';
import { reorderChapters } from '#services/faqs';
import { faqRoutes } from '../../routes/faqs.ts';

export const handler = createHandler(faqRoutes.reorderFaqChapters, async ({ path, body }) => ({
  body: await reorderChapters(path.type, body),
}));
