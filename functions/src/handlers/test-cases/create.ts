import { createHandler } from '#lib/handler';
import { createTestCase } from '#services/test-cases';
import { testCaseRoutes } from '../../routes/test-cases.ts';

export const handler = createHandler(testCaseRoutes.createTestCase, async ({ path, body, session }) => ({
  status: 201,
  body: await createTestCase(session.user, path.check_id, body),
}));
