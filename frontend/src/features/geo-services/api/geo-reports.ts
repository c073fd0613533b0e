import { geoReportPageSchema, geoReportSchema, type GeoReport } from '@baucheck/shared/geo';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { replaceInPages } from '#features/admin-kit/utils/list-cache.ts';
import { apiClient } from '#lib/api-client.ts';

export const GEO_REPORTS_LIST_KEY = ['geo-reports'] as const;

/** `GET /api/geo-reports/?land=`: a page of the Land's reports, newest first, with the next page's cursor. */
export function useGeoReports(landId: string | null, cursor: string | null) {
  return useQuery({
    queryKey: [...GEO_REPORTS_LIST_KEY, landId, cursor] as const,
    queryFn: async ({ signal }) =>
      geoReportPageSchema.parse(
        await apiClient.get('/geo-reports/', {
          query: { land: landId ?? '', ...(cursor ? { cursor } : {}) },
          signal,
        }),
      ),
    enabled: landId !== null,
    placeholderData: keepPreviousData,
  });
}

/** `PATCH /api/geo-reports/{id}/`: the report's status (neu or erledigt); the row changes in every cached page. */
export function useSetGeoReportStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: Pick<GeoReport, 'id' | 'status'>) =>
      geoReportSchema.parse(await apiClient.patch(`/geo-reports/${encodeURIComponent(id)}/`, { status })),
    onSuccess: (updated) => replaceInPages<GeoReport>(queryClient, GEO_REPORTS_LIST_KEY, updated),
  });
}
