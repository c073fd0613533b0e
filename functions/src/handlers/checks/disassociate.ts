import { createHandler } from '#lib/handler';
import { toCheck } from '#repositories/checks';
import { disassociateCheck } from '#services/checks';
import { checkRoutes } from '../../routes/checks.ts';

export const handler = createHandler(checkRoutes.disassociateCheck, async ({ path, session }) => ({
  body: toCheck(await disassociateCheck(session.user, path.check_id, path.reference_unit_id)),
}));
