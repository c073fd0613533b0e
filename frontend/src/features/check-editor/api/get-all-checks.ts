import { checkListSchema, type Check } from '@baucheck/shared/checks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { checkEditorKeys } from './query-keys.ts';

/**
 * `GET /api/checks/?show_deleted=`: every check the user may see, of all groups. The overview uses it
 * for deleted checks (on demand).
 */
export async function getAllChecks(showDeleted: boolean, { signal }: { signal?: AbortSignal } = {}): Promise<Check[]> {
  return checkListSchema.parse(await apiClient.get('/checks/', { signal, query: { show_deleted: showDeleted } }));
}

export const allChecksQueryOptions = (showDeleted: boolean) =>
  queryOptions({
    queryKey: checkEditorKeys.allChecks(showDeleted),
    queryFn: ({ signal }) => getAllChecks(showDeleted, { signal }),
  });

export function useAllChecks(showDeleted: boolean, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...allChecksQueryOptions(showDeleted), enabled });
}
