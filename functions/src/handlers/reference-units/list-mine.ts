import { createHandler } from '#lib/handler';
import { myUnitsWithChecks } from '#services/availability';
import { referenceUnitRoutes } from '../../routes/reference-units.ts';

export const handler = createHandler(referenceUnitRoutes.listMyReferenceUnits, async ({ session }) => ({
  body: await myUnitsWithChecks(session.user),
}));
