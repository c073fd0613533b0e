import { createPublicHandler } from '#lib/public-handler';
import { unitsWithChecksPage } from '#services/availability';
import { publicReferenceUnitRoutes } from '../../routes/public-reference-units.ts';

export const handler = createPublicHandler(
  publicReferenceUnitRoutes.listReferenceUnitsWithChecks,
  async ({ query }) => ({
    body: await unitsWithChecksPage({ landId: query.land_id, cursor: query.cursor, limit: query.limit }),
  }),
);
