import { createPublicHandler } from '#lib/public-handler';
import { listReferenceUnitsPage, toReferenceUnit } from '#repositories/reference-units';
import { publicReferenceUnitRoutes } from '../../routes/public-reference-units.ts';

export const handler = createPublicHandler(publicReferenceUnitRoutes.listReferenceUnits, async ({ query }) => {
  const page = await listReferenceUnitsPage({ landId: query.land_id, cursor: query.cursor, limit: query.limit });
  return { body: { items: page.items.map(toReferenceUnit), next_cursor: page.nextCursor } };
});
