import { createHandler } from '#lib/handler';
import { updateGeoReport } from '#services/geo-reports';
import { geoRoutes } from '../../routes/geo.ts';

export const handler = createHandler(geoRoutes.updateGeoReport, async ({ session, path, body }) => ({
  body: await updateGeoReport(session.user, path.id, body.status),
}));
