import { createHandler } from '#lib/handler';
import { draftDetail } from '#services/check-queries';
import { checkRoutes } from '../../routes/checks.ts';

export const handler = createHandler(checkRoutes.getCheckDraft, async ({ path, query, session }) => ({
  body: await draftDetail(session.user, path.check_id, query.reference_unit_id ?? null),
}));
