import { createPublicHandler } from '#lib/public-handler';
import { listFaqChapters } from '#repositories/faqs';
import { faqRoutes } from '../../routes/faqs.ts';

/**
 * Residents' FAQ: the Landing Page chapters with all their entries (no target-group filtering;
 * that applies only to the private FAQ of staff). Admin-area chapters explain the editor and stay
 * out of the public dialog.
 */
export const handler = createPublicHandler(faqRoutes.listPublicFaqs, async () => {
  const chapters = await listFaqChapters();
  return { body: chapters.filter((chapter) => chapter.type === 'Landing Page FAQs') };
});
