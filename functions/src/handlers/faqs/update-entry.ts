import { createHandler } from '#lib/handler';
import { changeFaqEntry } from '#services/faqs';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.updateFaqEntry, async ({ path, body }) => ({
  body: await changeFaqEntry(path.faq_id, body),
}));
