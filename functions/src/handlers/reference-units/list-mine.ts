import { createHandler } from '#lib/handler';
import { myUnitsWithChecksPage } from '#services/my-units';
import { referenceUnitRoutes } from '../../routes/reference-units.ts';

export const handler = createHandler(referenceUnitRoutes.listMyReferenceUnits, async ({ session, query }) => ({
  body: await myUnitsWithChecksPage(session.user, query),
}));
