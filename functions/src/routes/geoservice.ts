import { geoserviceQuerySchema, geoserviceResponseSchema } from '@baucheck/shared/geo';
import { defineRoute } from '#lib/route';

/** Residents: address search and protected areas at a site (public, cached by the CDN). */
export const geoserviceRoutes = {
  geoservice: defineRoute({
    method: 'GET',
    path: '/quick-checks/geoservice/',
    handler: 'quick-checks/geoservice',
    auth: 'public',
    cache: 'public',
    summary:
      'Adresssuche (query) und Schutzgebiete an einem Punkt (lon, lat) oder im Umkreis von distance Metern; filter: Gebietsarten.',
    request: { query: geoserviceQuerySchema },
    response: geoserviceResponseSchema,
  }),
};
