import { createHandler } from '#lib/handler';
import { attachFaqImage } from '#services/faqs';
import { readImageUpload } from '#services/uploads';
import { faqRoutes } from '../../routes/faqs.ts';

/** Stores a new image for an entry (multipart field `file`, optional `alt` and `version`) and replaces the old one. */
export const handler = createHandler(faqRoutes.uploadFaqImage, async ({ path, event }) => ({
  body: await attachFaqImage(path.faq_id, await readImageUpload(event)),
}));
