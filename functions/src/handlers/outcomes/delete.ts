import { createHandler } from '#lib/handler';
import { removeOutcome } from '#services/check-content';
import { checkRoutes } from '../../routes/checks.ts';

export const handler = createHandler(checkRoutes.deleteOutcome, async ({ path, session }) => {
  await removeOutcome(session.user, path.outcome_id);
  return { status: 204 };
});
