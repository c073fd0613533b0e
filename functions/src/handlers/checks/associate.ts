import { createHandler } from '#lib/handler';
import { toCheck } from '#repositories/checks';
import { associateCheck } from '#services/checks';
import { checkRoutes } from '../../routes/checks.ts';

export const handler = createHandler(checkRoutes.associateCheck, async ({ path, session }) => ({
  body: toCheck(await associateCheck(session.user, path.check_id, path.reference_unit_id)),
}));
