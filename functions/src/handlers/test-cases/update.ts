import { createHandler } from '#lib/handler';
import { updateTestCase } from '#services/test-cases';
import { testCaseRoutes } from '../../routes/test-cases.ts';

export const handler = createHandler(testCaseRoutes.updateTestCase, async ({ path, body, session }) => ({
  body: await updateTestCase(session.user, path.test_case_id, body),
}));
