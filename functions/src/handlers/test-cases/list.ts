import { createHandler } from '#lib/handler';
import { listTestCases } from '#services/test-cases';
import { testCaseRoutes } from '../../routes/test-cases.ts';

export const handler = createHandler(testCaseRoutes.listTestCases, async ({ path, query, session }) => ({
  body: await listTestCases(session.user, path.check_id, query.reference_unit_id ?? null),
}));
