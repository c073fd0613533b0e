import { createPublicHandler } from '#lib/public-handler';
import { unitsWithChecksPage } from '#services/availability';
import { quickCheckRoutes } from '../../routes/quick-checks.ts';

export const handler = createPublicHandler(quickCheckRoutes.listReferenceUnitsWithChecks, async ({ query }) => ({
  body: await unitsWithChecksPage({ landId: query.land_id, cursor: query.cursor, limit: query.limit }),
}));
