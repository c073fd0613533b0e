import { createHandler } from '#lib/handler';
import { draftDetail } from '#services/check-queries';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.listOutcomes, async ({ query, session }) => ({
  body: (await draftDetail(session.user, query.check_id, null)).outcomes,
}));
