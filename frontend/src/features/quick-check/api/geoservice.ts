import type { Answer, Site } from '@baucheck/shared/engine/model';
import type { GeoserviceResponse } from '@baucheck/shared/geo';
import { SITE_DISTANCE_M, uncheckedSideLaws } from '@baucheck/shared/geo-coverage';
import { apiClient } from '#lib/api-client.ts';
import { usePublicQuery, type PublicQueryOptions } from '#lib/public-queries.tsx';

/** `unit`: the resident's reference unit, whose Land's services answer (else the deployment's default). */
type GeoQuery = ({ query: string } | { lon: number; lat: number; distance: number }) & { unit: string | null };

/**
 * `GET /api/quick-checks/geoservice/`: address search (`query`) or the protected areas at a point
 * (`lon`, `lat`, `distance`), with what could be checked per area kind (`coverage`). Checked against the
 * shared schema in development only (see get-reference-units.ts).
 */
export async function queryGeoservice({ unit, ...query }: GeoQuery) {
  const data = await apiClient.get('/quick-checks/geoservice/', {
    query: { ...query, ...(unit ? { unit } : {}) },
  });
  return import.meta.env.DEV
    ? (await import('@baucheck/shared/geo-public')).geoserviceResponseSchema.parse(data)
    : (data as GeoserviceResponse);
}

/** Coordinates rounded to about a metre: the same spot gives the same cache entry. */
const round = (value: number) => Math.round(value * 1e5) / 1e5;

export const addressSearchQueryOptions = (
  unit: string | null,
  text: string,
): PublicQueryOptions<GeoserviceResponse> => ({
  queryKey: ['geoservice', 'addresses', unit, text] as const,
  queryFn: () => queryGeoservice({ unit, query: text }),
  staleTime: 30 * 60 * 1000,
});

export const areasAtQueryOptions = (
  unit: string | null,
  lon: number,
  lat: number,
): PublicQueryOptions<GeoserviceResponse> => ({
  queryKey: ['geoservice', 'areas', unit, round(lon), round(lat), SITE_DISTANCE_M] as const,
  queryFn: () => queryGeoservice({ unit, lon: round(lon), lat: round(lat), distance: SITE_DISTANCE_M }),
  staleTime: 30 * 60 * 1000,
});

/**
 * The Karte answer for a site from what the geoservice found there: kinds whose service gave no answer
 * (or that no service covers) count as not excluded.
 */
export const siteAnswer = (site: Site, found: GeoserviceResponse): Answer => ({
  site,
  side_laws: found.side_laws,
  unchecked: uncheckedSideLaws(found.coverage),
});

export function useAddressSearch(unit: string | null, text: string | null) {
  return usePublicQuery(addressSearchQueryOptions(unit, text ?? ''), { enabled: Boolean(text) });
}
