import type { Address, AreaKind, GeoService } from '@baucheck/shared/geo';
import type { AreaService } from './area-service.ts';
import { boxAround } from './crs.ts';
import { labelMatches, queryWords } from './embedded.ts';
import { matchAreas, pointFeatures, geojsonFeatures } from './features.ts';
import { parseJson, requestService, withParams } from './service-request.ts';

/*
 * OGC API – Features. Every such service serves CRS84 (longitude, latitude) by definition, so the
 * configured CRS is not needed: asking in CRS84 works with every server, also those without Part 2.
 */

const GEOJSON = 'application/geo+json, application/json;q=0.9';
const MAX_FEATURES = '200';

const itemsUrl = (base: string, collection: string, params: Record<string, string>) => {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/$/, '')}/collections/${encodeURIComponent(collection)}/items`;
  return withParams(url.toString(), { ...params, f: 'json' });
};

export function ogcAreaService(kind: AreaKind, service: GeoService): AreaService {
  return {
    async areasAt(lon, lat, distance, signal) {
      const bbox = boxAround('EPSG:4326', lon, lat, distance)
        .map((value) => value.toFixed(6))
        .join(',');
      const answer = await requestService(
        itemsUrl(service.url, service.layer, { bbox, limit: MAX_FEATURES }),
        GEOJSON,
        signal,
      );
      const features = geojsonFeatures(parseJson(answer), 'EPSG:4326');
      return matchAreas(features, kind, service.name_attribute, lon, lat, distance);
    },
  };
}

/** Address points of a collection searchable with `q` (OGC API – Features Part 9, "text search"). */
export async function searchOgcAddresses(
  source: { url: string; layer: string; label_attribute: string },
  query: string,
  limit: number,
  signal: AbortSignal,
): Promise<Address[]> {
  const answer = await requestService(
    itemsUrl(source.url, source.layer, { q: query, limit: String(limit) }),
    GEOJSON,
    signal,
  );
  // Servers without Part 9 ignore `q` and answer the first addresses of all; keep those that match.
  const words = queryWords(query);
  return pointFeatures(parseJson(answer), source.label_attribute, 'EPSG:4326').filter((address) =>
    labelMatches(address.label, words),
  );
}
