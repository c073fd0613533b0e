import { createHandler } from '#lib/handler';
import { toCheck } from '#repositories/checks';
import { setCheckDeleted } from '#services/checks';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.restoreCheck, async ({ path, body, session }) => ({
  body: toCheck(await setCheckDeleted(session.user, path.check_id, body.version, false)),
}));
