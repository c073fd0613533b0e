import { createHandler } from '#lib/handler';
import { detachFaqImage } from '#services/faqs';
import { faqRoutes } from '../../routes/faqs.ts';

export const handler = createHandler(faqRoutes.deleteFaqImage, async ({ path }) => ({
  body: await detachFaqImage(path.faq_id),
}));
