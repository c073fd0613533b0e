import {
  feedbackListQuerySchema,
  feedbackListSchema,
  feedbackReceiptSchema,
  feedbackRequestSchema,
} from '@baucheck/shared/feedback';
import { defineRoute } from '#lib/route';

/** Accessibility feedback that residents send to the operator (Erklärung zur Barrierefreiheit). */
export const feedbackRoutes = {
  sendFeedback: defineRoute({
    method: 'POST',
    path: '/feedback/',
    handler: 'feedback/send',
    auth: 'public',
    // Residents get no cookies, so they have no CSRF token; a forged message is no worse than any message.
    csrf: false,
    cache: 'private',
    summary:
      'Nimmt eine Rückmeldung zur Barrierefreiheit entgegen (ohne Konto; Begrenzung je Client) und speichert sie für den Betreiber.',
    request: { body: feedbackRequestSchema },
    response: feedbackReceiptSchema,
  }),
  listFeedback: defineRoute({
    method: 'GET',
    path: '/feedback/',
    handler: 'feedback/list',
    auth: 'user',
    levels: ['Administrator'],
    cache: 'private',
    summary: 'Die neuesten Rückmeldungen zur Barrierefreiheit (höchstens limit, Standard 100).',
    request: { query: feedbackListQuerySchema },
    response: feedbackListSchema,
  }),
} satisfies Record<string, ReturnType<typeof defineRoute>>;
