import { createHandler } from '#lib/handler';
import { removeOutcome } from '#services/check-content';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.deleteOutcome, async ({ path, session }) => {
  await removeOutcome(session.user, path.outcome_id);
  return { status: 204 };
});
