import { createHandler } from '#lib/handler';
import { detachFaqImage } from '#services/faqs';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.deleteFaqImage, async ({ path }) => ({
  body: await detachFaqImage(path.faq_id),
}));
