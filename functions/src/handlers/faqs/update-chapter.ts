import { createHandler } from '#lib/handler';
import { changeFaqChapter } from '#services/faqs';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.updateFaqChapter, async ({ path, body }) => ({
  body: await changeFaqChapter(path.chapter_id, body),
}));
