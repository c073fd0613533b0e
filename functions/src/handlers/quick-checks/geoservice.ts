import { SIDE_LAWS, type SideLaw } from '@baucheck/shared/enums';
import { AREA_KINDS } from '@baucheck/shared/geo';
import { createHandler } from '#lib/handler';
import { geoProvider } from '#services/geo/index';
import { routes } from '../../routes.ts';

/** Address search and the protected areas at a site; the side laws are those among the areas found. */
export const handler = createHandler(routes.geoservice, async ({ query }) => {
  const provider = geoProvider();
  const addresses = query.query ? await provider.searchAddresses(query.query, 10) : [];
  const areas =
    query.lon !== undefined && query.lat !== undefined
      ? await provider.areasNear(query.lon, query.lat, query.distance, query.filter ?? AREA_KINDS)
      : [];
  const side_laws = SIDE_LAWS.filter((law: SideLaw) => areas.some((area) => area.kind === law));
  return { body: { addresses, areas, side_laws, demo: provider.demo } };
});
