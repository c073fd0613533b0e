import { createHandler } from '#lib/handler';
import { reorderChapters } from '#services/faqs';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.reorderFaqChapters, async ({ path, body }) => ({
  body: await reorderChapters(path.type, body),
}));
