import { staffFaqChaptersFor } from '@baucheck/shared/faq';
import { createHandler } from '#lib/handler';
import { listFaqChapters } from '#repositories/faqs';
import { routes } from '../../routes.ts';

/** The staff FAQ dialog: admin-area chapters, filtered by the caller's level (SPEC.md section 6). */
export const handler = createHandler(routes.listPrivateFaqs, async ({ session }) => {
  if (session.user.level === 'Standard') return { body: [] };
  return { body: staffFaqChaptersFor(session.user.level, await listFaqChapters()) };
});
