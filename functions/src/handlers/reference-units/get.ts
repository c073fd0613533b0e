import { createHandler } from '#lib/handler';
import { getManagedUnit } from '#services/unit-admin';
import { referenceUnitAdminRoutes } from '../../routes/reference-unit-admin.ts';

export const handler = createHandler(referenceUnitAdminRoutes.getManagedReferenceUnit, async ({ session, path }) => ({
  body: await getManagedUnit(session.user, path.id),
}));
