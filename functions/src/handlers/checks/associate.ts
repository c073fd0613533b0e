import { createHandler } from '#lib/handler';
import { toCheck } from '#repositories/checks';
import { associateCheck } from '#services/checks';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.associateCheck, async ({ path, session }) => ({
  body: toCheck(await associateCheck(session.user, path.check_id, path.reference_unit_id)),
}));
