import { createHandler } from '#lib/handler';
import { createManagedUnit } from '#services/unit-admin';
import { referenceUnitAdminRoutes } from '../../routes/reference-unit-admin.ts';

export const handler = createHandler(referenceUnitAdminRoutes.createReferenceUnit, async ({ session, body }) => ({
  status: 201,
  body: await createManagedUnit(session.user, body),
}));
