import { createHandler } from '#lib/handler';
import { toCheck } from '#repositories/checks';
import { publishCheck } from '#services/checks';
import { checkRoutes } from '../../routes/checks.ts';

export const handler = createHandler(checkRoutes.publishCheck, async ({ path, body, session }) => ({
  body: toCheck(await publishCheck(session.user, path.check_id, body.content_revision, body.confirmed_test_cases)),
}));
