import { statisticsSchema, type Statistics } from '@baucheck/shared/statistics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';

/** What the statistics page asks for: a range and, optionally, one Land. */
export interface StatisticsFilter {
  from: string;
  to: string;
  land_id: string | null;
}

/** `GET /api/plausible/?from=&to=&land_id=` (Administrator only): completed checks per day, group, result and Land. */
export async function getStatistics(
  filter: StatisticsFilter,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Statistics> {
  return statisticsSchema.parse(await apiClient.get('/plausible/', { query: { ...filter }, signal }));
}

export const statisticsQueryOptions = (filter: StatisticsFilter) =>
  queryOptions({
    queryKey: ['statistics', filter.from, filter.to, filter.land_id] as const,
    queryFn: ({ signal }) => getStatistics(filter, { signal }),
  });

/** While a new range loads, the previous figures stay visible (marked as updating). */
export function useStatistics(filter: StatisticsFilter | null) {
  return useQuery({
    ...statisticsQueryOptions(filter ?? { from: '', to: '', land_id: null }),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
}
