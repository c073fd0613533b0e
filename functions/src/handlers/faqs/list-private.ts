import { staffFaqChaptersFor } from '@baucheck/shared/faq';
import { createHandler } from '#lib/handler';
import { listFaqChapters } from '#repositories/faqs';
import { faqRoutes } from '../../routes/faqs.ts';

/** The staff FAQ dialog: admin-area chapters, filtered by the caller's level (SPEC.md section 6). */
export const handler = createHandler(faqRoutes.listPrivateFaqs, async ({ session }) => {
  if (session.user.level === 'Standard') return { body: [] };
  return { body: staffFaqChaptersFor(session.user.level, await listFaqChapters()) };
});
