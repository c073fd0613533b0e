import { statisticsSchema, type Statistics } from '@baucheck/shared/statistics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';

/** `GET /api/plausible/?from=&to=` (Administrator only): completed checks per day, group, unit and result. */
export async function getStatistics(
  range: { from: string; to: string },
  { signal }: { signal?: AbortSignal } = {},
): Promise<Statistics> {
  return statisticsSchema.parse(await apiClient.get('/plausible/', { query: range, signal }));
}

export const statisticsQueryOptions = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: ['statistics', range.from, range.to] as const,
    queryFn: ({ signal }) => getStatistics(range, { signal }),
  });

/** While a new range loads, the previous figures stay visible (marked as updating). */
export function useStatistics(range: { from: string; to: string } | null) {
  return useQuery({
    ...statisticsQueryOptions(range ?? { from: '', to: '' }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
