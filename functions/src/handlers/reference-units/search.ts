import { createPublicHandler } from '#lib/public-handler';
import { getReferenceUnits } from '#repositories/reference-units';
import { searchUnits } from '#repositories/unit-search';
import { publicReferenceUnitRoutes } from '../../routes/public-reference-units.ts';

/**
 * The residents' Gemeinde search: a few queries of search terms and one batch read of the hits' Länder
 * (16 at most) for their names, whatever the number of units.
 */
export const handler = createPublicHandler(publicReferenceUnitRoutes.searchReferenceUnits, async ({ query }) => {
  const hits = await searchUnits(query.q ?? '', { limit: query.limit, kind: query.kind });
  const landIds = [...new Set(hits.flatMap((hit) => (hit.land_id ? [hit.land_id] : [])))];
  const landNames = new Map((await getReferenceUnits(landIds)).map((land) => [land.id, land.name]));
  return {
    body: hits.map((hit) => ({
      id: hit.unit_id,
      slug: hit.slug,
      name: hit.name,
      kind: hit.kind,
      ags: hit.ags,
      land_id: hit.land_id,
      land_name: hit.land_id ? (landNames.get(hit.land_id) ?? null) : null,
      plz: hit.plz,
      demo: hit.demo,
    })),
  };
});
