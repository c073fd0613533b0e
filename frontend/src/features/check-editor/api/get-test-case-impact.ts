import { pageOf } from '@baucheck/shared/pages';
import { testCaseImpactItemSchema } from '@baucheck/shared/test-cases';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { checkEditorKeys } from './query-keys.ts';

const impactPageSchema = pageOf(testCaseImpactItemSchema);

/**
 * `GET /api/checks/{check_id}/test-cases/impact/?cursor=`: per Gemeinde with local values and per
 * Individuell copy, how many of their test cases the Standard check's draft changes, page by page.
 */
export async function getTestCaseImpact(checkId: string, cursor: string | null, { signal }: { signal?: AbortSignal }) {
  return impactPageSchema.parse(
    await apiClient.get(`/checks/${encodeURIComponent(checkId)}/test-cases/impact/`, {
      signal,
      query: { cursor, limit: 100 },
    }),
  );
}

/** Loaded only when asked for (`enabled`): reading the Gemeinden's cases is work the server should not do for every visit. */
export const useTestCaseImpact = (checkId: string, revision: number, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: [...checkEditorKeys.testCaseImpact(checkId), revision],
    queryFn: ({ pageParam, signal }) => getTestCaseImpact(checkId, pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    enabled,
  });
