import { createHandler } from '#lib/handler';
import { toCheck } from '#repositories/checks';
import { setCheckDeleted } from '#services/checks';
import { checkRoutes } from '../../routes/checks.ts';

export const handler = createHandler(checkRoutes.deleteCheck, async ({ path, body, session }) => ({
  body: toCheck(await setCheckDeleted(session.user, path.check_id, body.version, true)),
}));
