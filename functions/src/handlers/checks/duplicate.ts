import { createHandler } from '#lib/handler';
import { toCheck } from '#repositories/checks';
import { duplicateCheck } from '#services/checks';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.duplicateCheck, async ({ path, body, session }) => ({
  status: 201,
  body: toCheck(await duplicateCheck(session.user, path.check_id, body.reference_unit_id)),
}));
