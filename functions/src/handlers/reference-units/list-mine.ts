import { createHandler } from '#lib/handler';
import { myUnitsWithChecks } from '#services/availability';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.listMyReferenceUnits, async ({ session }) => ({
  body: await myUnitsWithChecks(session.user),
}));
