import { createHandler } from '#lib/handler';
import { removeFaqEntry } from '#services/faqs';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.deleteFaqEntry, async ({ path }) => {
  await removeFaqEntry(path.faq_id);
  return { status: 204 };
});
