import { createHandler } from '#lib/handler';
import { listManagedUnits } from '#services/unit-admin';
import { referenceUnitAdminRoutes } from '../../routes/reference-unit-admin.ts';

export const handler = createHandler(
  referenceUnitAdminRoutes.listManagedReferenceUnits,
  async ({ session, query }) => ({
    body: await listManagedUnits(session.user, query),
  }),
);
