import { createHandler } from '#lib/handler';
import { testLandGeoService } from '#services/geo-config';
import { geoRoutes } from '../../routes/geo.ts';

/** "Dienst testen": a failing service is a result (ok false, German reason), not an error status. */
export const handler = createHandler(geoRoutes.testLandGeoService, async ({ session, path, body }) => ({
  body: await testLandGeoService(session.user, path.land_id, body),
}));
