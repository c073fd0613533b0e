import { createHandler } from '#lib/handler';
import { toCheck } from '#repositories/checks';
import { duplicateCheck } from '#services/checks';
import { checkRoutes } from '../../routes/checks.ts';

export const handler = createHandler(checkRoutes.duplicateCheck, async ({ path, body, session }) => ({
  status: 201,
  body: toCheck(await duplicateCheck(session.user, path.check_id, body.reference_unit_id)),
}));
