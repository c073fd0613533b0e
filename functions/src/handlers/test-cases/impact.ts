import { createHandler } from '#lib/handler';
import { testCaseImpact } from '#services/test-case-impact';
import { testCaseRoutes } from '../../routes/test-cases.ts';

export const handler = createHandler(testCaseRoutes.testCaseImpact, async ({ path, query, session }) => ({
  body: await testCaseImpact(session.user, path.check_id, { cursor: query.cursor, limit: query.limit }),
}));
