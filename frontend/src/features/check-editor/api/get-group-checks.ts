import { checkListSchema, type Check } from '@baucheck/shared/checks';
import type { CheckGroup } from '@baucheck/shared/enums';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { checkEditorKeys } from './query-keys.ts';

/** `GET /api/checks/{group}/?is_draft=true`: the drafts of a group's checks the user may see (not deleted). */
export async function getGroupChecks(group: CheckGroup, { signal }: { signal?: AbortSignal } = {}): Promise<Check[]> {
  return checkListSchema.parse(await apiClient.get(`/checks/${group}/`, { signal, query: { is_draft: true } }));
}

export const groupChecksQueryOptions = (group: CheckGroup) =>
  queryOptions({
    queryKey: checkEditorKeys.groupChecks(group),
    queryFn: ({ signal }) => getGroupChecks(group, { signal }),
  });

export function useGroupChecks(group: CheckGroup) {
  return useQuery(groupChecksQueryOptions(group));
}
