import { AREA_KINDS } from '@baucheck/shared/geo';
import { foundSideLaws } from '@baucheck/shared/geo-coverage';
import { createPublicHandler } from '#lib/public-handler';
import { addressesFor, coverageAt, servicesForUnit } from '#services/geo/coverage';
import { geoserviceRoutes } from '../../routes/geoservice.ts';

/**
 * An answer in which a service did not answer is kept briefly only (by the CDN, whose cache key holds
 * the whole query, `unit` included): the next resident at that spot asks the service again soon.
 */
const INCOMPLETE_CACHE_CONTROL = 'public, max-age=0, s-maxage=30';

/**
 * Address search and the protected areas at a site, from the services of the resident's unit's Land
 * (a Gemeinde inherits its Land's), else the deployment-wide default; per area kind the coverage says
 * "betroffen", "nicht betroffen" or "keine Daten" and where the answer came from.
 */
export const handler = createPublicHandler(geoserviceRoutes.geoservice, async ({ query }) => {
  const land = await servicesForUnit(query.unit);
  const [search, site] = await Promise.all([
    query.query ? addressesFor(land, query.query, 10) : null,
    query.lon !== undefined && query.lat !== undefined
      ? coverageAt(land, { lon: query.lon, lat: query.lat }, query.distance, query.filter ?? AREA_KINDS)
      : null,
  ]);
  const areas = site?.areas ?? [];
  return {
    body: {
      addresses: search?.addresses ?? [],
      areas,
      side_laws: foundSideLaws(areas),
      demo: Boolean(search?.demo) || Boolean(site?.demo),
      coverage: site?.coverage ?? [],
    },
    ...(site?.incomplete ? { headers: { 'Cache-Control': INCOMPLETE_CACHE_CONTROL } } : {}),
  };
});
