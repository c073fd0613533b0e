import { unitRankingPageSchema, type UnitRankingPage } from '@baucheck/shared/statistics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';

export const UNIT_RANKING_PAGE_SIZE = 25;

/** `GET /api/plausible/units/`: a page of a Land's units ranked by completed checks in the range. */
export async function getUnitRanking(
  query: { from: string; to: string; land_id: string; cursor: string | null },
  { signal }: { signal?: AbortSignal } = {},
): Promise<UnitRankingPage> {
  return unitRankingPageSchema.parse(
    await apiClient.get('/plausible/units/', { query: { ...query, limit: UNIT_RANKING_PAGE_SIZE }, signal }),
  );
}

/** One page of the ranking; the page shown stays while the next one loads. */
export function useUnitRanking(query: { from: string; to: string; land_id: string; cursor: string | null }) {
  return useQuery({
    queryKey: ['statistics', 'units', query.from, query.to, query.land_id, query.cursor] as const,
    queryFn: ({ signal }) => getUnitRanking(query, { signal }),
    placeholderData: keepPreviousData,
  });
}
