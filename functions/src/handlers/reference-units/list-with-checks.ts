import { createHandler } from '#lib/handler';
import { unitsWithChecks } from '#services/availability';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.listReferenceUnitsWithChecks, async () => ({
  body: await unitsWithChecks(),
}));
