import { createHandler } from '#lib/handler';
import { toOutcome } from '#repositories/check-content';
import { changeOutcome } from '#services/check-content';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.updateOutcome, async ({ path, body, session }) => ({
  body: toOutcome(await changeOutcome(session.user, path.outcome_id, body)),
}));
