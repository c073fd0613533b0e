import { createHandler } from '#lib/handler';
import { addFaqEntryAtEnd } from '#services/faqs';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.createFaqEntry, async ({ body }) => ({
  status: 201,
  body: await addFaqEntryAtEnd(body),
}));
