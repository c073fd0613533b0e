import { createHandler } from '#lib/handler';
import { updateLandGeoConfig } from '#services/geo-config';
import { geoRoutes } from '../../routes/geo.ts';

export const handler = createHandler(geoRoutes.updateLandGeoConfig, async ({ session, path, body }) => ({
  body: await updateLandGeoConfig(session.user, path.land_id, body),
}));
