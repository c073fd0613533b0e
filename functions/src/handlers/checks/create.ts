import { createHandler } from '#lib/handler';
import { toCheck } from '#repositories/checks';
import { createStandardCheck } from '#services/checks';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.createCheck, async ({ body, session }) => ({
  status: 201,
  body: toCheck(await createStandardCheck(session.user, body)),
}));
