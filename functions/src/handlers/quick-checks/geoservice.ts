import { AREA_KINDS } from '@baucheck/shared/geo';
import { createPublicHandler } from '#lib/public-handler';
import { geoProvider, sideLawsAmong } from '#services/geo/index';
import { quickCheckRoutes } from '../../routes/quick-checks.ts';

/** Address search and the protected areas at a site; the side laws are those among the areas found. */
export const handler = createPublicHandler(quickCheckRoutes.geoservice, async ({ query }) => {
  const provider = geoProvider();
  const [addresses, areas] = await Promise.all([
    query.query ? provider.searchAddresses(query.query, 10) : [],
    query.lon !== undefined && query.lat !== undefined
      ? provider.areasNear(query.lon, query.lat, query.distance, query.filter ?? AREA_KINDS)
      : [],
  ]);
  return { body: { addresses, areas, side_laws: sideLawsAmong(areas), demo: provider.demo } };
});
