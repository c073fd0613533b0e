import type { GeoserviceResponse } from '@baucheck/shared/geo';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { noRetryOnClientError } from './query-retry.ts';

/**
 * Areas closer to the site than this count as "at the site": a marker is never exactly where the
 * building goes, and a plot at the edge of a protected area is affected too.
 */
export const SITE_DISTANCE_M = 25;

type GeoQuery = { query: string } | { lon: number; lat: number; distance: number };

/**
 * `GET /api/quick-checks/geoservice/`: address search (`query`) or the protected areas at a point
 * (`lon`, `lat`, `distance`). Checked against the shared schema in development only (see
 * get-reference-units.ts).
 */
export async function queryGeoservice(query: GeoQuery, { signal }: { signal?: AbortSignal } = {}) {
  const data = await apiClient.get('/quick-checks/geoservice/', { signal, query: { ...query } });
  return import.meta.env.DEV
    ? (await import('@baucheck/shared/geo')).geoserviceResponseSchema.parse(data)
    : (data as GeoserviceResponse);
}

/** Coordinates rounded to about a metre: the same spot gives the same cache entry. */
const round = (value: number) => Math.round(value * 1e5) / 1e5;

export const addressSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['geoservice', 'addresses', text] as const,
    queryFn: ({ signal }) => queryGeoservice({ query: text }, { signal }),
    staleTime: 30 * 60 * 1000,
    retry: noRetryOnClientError,
  });

export const areasAtQueryOptions = (lon: number, lat: number) =>
  queryOptions({
    queryKey: ['geoservice', 'areas', round(lon), round(lat), SITE_DISTANCE_M] as const,
    queryFn: ({ signal }) =>
      queryGeoservice({ lon: round(lon), lat: round(lat), distance: SITE_DISTANCE_M }, { signal }),
    staleTime: 30 * 60 * 1000,
    retry: noRetryOnClientError,
  });

export function useAddressSearch(text: string | null) {
  return useQuery({ ...addressSearchQueryOptions(text ?? ''), enabled: Boolean(text) });
}
