import { AREA_KINDS } from '@baucheck/shared/geo';
import { createPublicHandler } from '#lib/public-handler';
import { geoProvider, sideLawsAmong } from '#services/geo/index';
import { geoserviceRoutes } from '../../routes/geoservice.ts';

/** Address search and the protected areas at a site; the side laws are those among the areas found. */
export const handler = createPublicHandler(geoserviceRoutes.geoservice, async ({ query }) => {
  const provider = geoProvider();
  const kinds = query.filter ?? AREA_KINDS;
  const [addresses, areas] = await Promise.all([
    query.query ? provider.searchAddresses(query.query, 10) : [],
    query.lon !== undefined && query.lat !== undefined
      ? provider.areasNear(query.lon, query.lat, query.distance, kinds)
      : [],
  ]);
  // Until per-Land services exist (issue 12), the one deployment-wide provider answers every kind.
  const located = query.lon !== undefined;
  const coverage = located
    ? kinds.map((kind) => ({
        kind,
        state: areas.some((area) => area.kind === kind) ? ('betroffen' as const) : ('nicht betroffen' as const),
        reason: null,
        source: { service: provider.demo ? 'Demodaten' : 'Geodienst', land: null, as_of: null },
      }))
    : [];
  return { body: { addresses, areas, side_laws: sideLawsAmong(areas), demo: provider.demo, coverage } };
});
