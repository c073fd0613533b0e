import { createPublicHandler } from '#lib/public-handler';
import { listReferenceUnits, toReferenceUnit } from '#repositories/reference-units';
import { quickCheckRoutes } from '../../routes/quick-checks.ts';

export const handler = createPublicHandler(quickCheckRoutes.listReferenceUnits, async () => ({
  body: (await listReferenceUnits()).map(toReferenceUnit),
}));
