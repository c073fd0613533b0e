import {
  geoServiceTestResultSchema,
  landGeoConfigSchema,
  type AreaKind,
  type GeoService,
  type GeoServiceTestResult,
  type LandGeoConfig,
  type landGeoConfigUpdateSchema,
} from '@baucheck/shared/geo';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '#lib/api-client.ts';

const configPath = (landId: string) => `/geo-services/${encodeURIComponent(landId)}/`;

export const geoConfigQueryKey = (landId: string) => ['geo-services', landId] as const;

/** `GET /api/geo-services/{land_id}/`: the Land's services per area kind with the version read. */
export const geoConfigQueryOptions = (landId: string) =>
  queryOptions({
    queryKey: geoConfigQueryKey(landId),
    queryFn: async ({ signal }) => landGeoConfigSchema.parse(await apiClient.get(configPath(landId), { signal })),
  });

export const useGeoConfig = (landId: string | null) =>
  useQuery({ ...geoConfigQueryOptions(landId ?? ''), enabled: landId !== null });

export type GeoConfigUpdate = z.input<typeof landGeoConfigUpdateSchema>;

/** `PUT /api/geo-services/{land_id}/` with the version read (409 when someone else saved meanwhile). */
export function useSaveGeoConfig(landId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: GeoConfigUpdate): Promise<LandGeoConfig> =>
      landGeoConfigSchema.parse(await apiClient.put(configPath(landId), body)),
    onSuccess: (saved) => queryClient.setQueryData(geoConfigQueryKey(landId), saved),
  });
}

export interface GeoServiceTest {
  kind: AreaKind;
  service: GeoService;
  /** Omitted: the server asks at the Land's seat of government. */
  point?: { lon: number; lat: number };
}

/** `POST /api/geo-services/{land_id}/test/`: "Dienst testen" with the entry as typed, not yet saved. */
export async function testGeoService(landId: string, body: GeoServiceTest): Promise<GeoServiceTestResult> {
  return geoServiceTestResultSchema.parse(await apiClient.post(`${configPath(landId)}test/`, body));
}
