import { createHandler } from '#lib/handler';
import { listFeedback } from '#repositories/feedback';
import { routes } from '../../routes.ts';

/** The newest accessibility feedback for administrators. */
export const handler = createHandler(routes.listFeedback, async ({ query }) => ({
  body: await listFeedback(query.limit),
}));
