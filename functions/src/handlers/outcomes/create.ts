import { createHandler } from '#lib/handler';
import { toOutcome } from '#repositories/check-content';
import { addOutcome } from '#services/check-content';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.createOutcome, async ({ body, session }) => ({
  status: 201,
  body: toOutcome(await addOutcome(session.user, body)),
}));
