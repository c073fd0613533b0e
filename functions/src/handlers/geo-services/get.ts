import { createHandler } from '#lib/handler';
import { getLandGeoConfig } from '#services/geo-config';
import { geoRoutes } from '../../routes/geo.ts';

export const handler = createHandler(geoRoutes.getLandGeoConfig, async ({ session, path }) => ({
  body: await getLandGeoConfig(session.user, path.land_id),
}));
