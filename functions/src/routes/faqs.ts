import { z } from 'zod';
import { faqChapterListSchema } from '@baucheck/shared/faq';
import { defineRoute } from '#lib/route';

/** FAQ chapters and entries: the public dialog and their management. */
export const faqRoutes = {
  listPublicFaqs: defineRoute({
    method: 'GET',
    path: '/faqs/public/',
    handler: 'faqs/list-public',
    auth: 'public',
    cache: 'public',
    summary:
      'Die Kapitel der Landing Page mit allen Einträgen (ohne Zielgruppenfilter), für den öffentlichen FAQ-Dialog.',
    request: { query: z.object({}) },
    response: faqChapterListSchema,
  }),
};
