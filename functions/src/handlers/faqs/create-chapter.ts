import { createHandler } from '#lib/handler';
import { addFaqChapter } from '#services/faqs';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.createFaqChapter, async ({ body }) => ({
  status: 201,
  body: await addFaqChapter(body),
}));
