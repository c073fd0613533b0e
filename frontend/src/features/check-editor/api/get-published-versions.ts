import { publishedVersionListSchema, type PublishedVersion } from '@baucheck/shared/checks';
import type { CheckGroup } from '@baucheck/shared/enums';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { checkEditorKeys } from './query-keys.ts';

/** `GET /api/checks/{group}/?is_draft=false`: the newest published version of each of the group's checks. */
export async function getPublishedVersions(
  group: CheckGroup,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PublishedVersion[]> {
  return publishedVersionListSchema.parse(
    await apiClient.get(`/checks/${group}/`, { signal, query: { is_draft: false } }),
  );
}

export const publishedVersionsQueryOptions = (group: CheckGroup) =>
  queryOptions({
    queryKey: checkEditorKeys.publishedVersions(group),
    queryFn: ({ signal }) => getPublishedVersions(group, { signal }),
  });

export function usePublishedVersions(group: CheckGroup) {
  return useQuery(publishedVersionsQueryOptions(group));
}
