import { createPublicHandler } from '#lib/public-handler';
import { listReferenceUnitsPage, toReferenceUnit } from '#repositories/reference-units';
import { quickCheckRoutes } from '../../routes/quick-checks.ts';

export const handler = createPublicHandler(quickCheckRoutes.listReferenceUnits, async ({ query }) => {
  const page = await listReferenceUnitsPage({ landId: query.land_id, cursor: query.cursor, limit: query.limit });
  return { body: { items: page.items.map(toReferenceUnit), next_cursor: page.nextCursor } };
});
