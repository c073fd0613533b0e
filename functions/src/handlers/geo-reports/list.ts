import { createHandler } from '#lib/handler';
import { listGeoReports } from '#services/geo-reports';
import { geoRoutes } from '../../routes/geo.ts';

export const handler = createHandler(geoRoutes.listGeoReports, async ({ session, query }) => {
  const page = await listGeoReports(session.user, query.land, query);
  return { body: { items: page.items, next_cursor: page.nextCursor } };
});
