import { createPublicHandler } from '#lib/public-handler';
import { unitsWithChecks } from '#services/availability';
import { quickCheckRoutes } from '../../routes/quick-checks.ts';

export const handler = createPublicHandler(quickCheckRoutes.listReferenceUnitsWithChecks, async () => ({
  body: await unitsWithChecks(),
}));
