import { createHandler } from '#lib/handler';
import { toCheck } from '#repositories/checks';
import { createStandardCheck } from '#services/checks';
import { checkRoutes } from '../../routes/checks.ts';

export const handler = createHandler(checkRoutes.createCheck, async ({ body, session }) => ({
  status: 201,
  body: toCheck(await createStandardCheck(session.user, body)),
}));
