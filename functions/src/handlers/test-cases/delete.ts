import { createHandler } from '#lib/handler';
import { deleteTestCase } from '#services/test-cases';
import { testCaseRoutes } from '../../routes/test-cases.ts';

export const handler = createHandler(testCaseRoutes.deleteTestCase, async ({ path, body, session }) => {
  await deleteTestCase(session.user, path.test_case_id, body.version);
  return { status: 204 };
});
