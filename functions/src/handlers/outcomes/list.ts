import { createHandler } from '#lib/handler';
import { draftDetail } from '#services/check-queries';
import { checkRoutes } from '../../routes/checks.ts';

export const handler = createHandler(checkRoutes.listOutcomes, async ({ query, session }) => ({
  body: (await draftDetail(session.user, query.check_id, null)).outcomes,
}));
