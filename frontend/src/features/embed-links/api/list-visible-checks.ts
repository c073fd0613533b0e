import { checkListSchema, type Check } from '@baucheck/shared/checks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';

/**
 * `GET /api/checks/`: the checks the signed-in user may see (Standard checks of the own Länder,
 * Individuell checks of the own units). The embed links derive the user's territory from them.
 */
export async function listVisibleChecks({ signal }: { signal?: AbortSignal } = {}): Promise<Check[]> {
  return checkListSchema.parse(await apiClient.get('/checks/', { signal }));
}

export const visibleChecksQueryOptions = () =>
  queryOptions({
    queryKey: ['embed-links', 'visible-checks'] as const,
    queryFn: ({ signal }) => listVisibleChecks({ signal }),
  });

export function useVisibleChecks({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...visibleChecksQueryOptions(), enabled });
}
