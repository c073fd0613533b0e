import { createHandler } from '#lib/handler';
import { reorderEntries } from '#services/faqs';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.reorderFaqEntries, async ({ path, body }) => ({
  body: await reorderEntries(path.chapter_id, body),
}));
