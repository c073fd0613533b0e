import { createHandler } from '#lib/handler';
import { updateManagedUnit } from '#services/unit-admin';
import { referenceUnitAdminRoutes } from '../../routes/reference-unit-admin.ts';

export const handler = createHandler(referenceUnitAdminRoutes.updateReferenceUnit, async ({ session, path, body }) => ({
  body: await updateManagedUnit(session.user, path.id, body),
}));
