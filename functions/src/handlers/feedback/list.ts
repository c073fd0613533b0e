import { createHandler } from '#lib/handler';
import { listFeedback } from '#repositories/feedback';
import { feedbackRoutes } from '../../routes/feedback.ts';

/** The newest accessibility feedback for administrators. */
export const handler = createHandler(feedbackRoutes.listFeedback, async ({ query }) => ({
  body: await listFeedback(query.limit),
}));
