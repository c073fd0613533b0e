import { checkSchema, type Check } from '@baucheck/shared/checks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { sendOnce } from '#lib/idempotency.ts';
import type { ConfirmedTestCase } from '@baucheck/shared/test-cases';
import { checkScope, refreshCheck } from './draft-cache.ts';
import { checkEditorKeys } from './query-keys.ts';

/**
 * `PATCH /api/checks/{check_id}/publish/` with the content revision the user reviewed. The server
 * validates the draft with the engine: 422 lists every problem (see utils/problems.ts), 409 means the
 * draft changed since that revision. Publishing one revision again is a retry of the same change.
 * Test cases whose result the draft changes come back in the 422 as `test_cases` problems; the author
 * confirms each and publishes again with their new results.
 */
export async function publishCheck(
  checkId: string,
  contentRevision: number,
  confirmed: readonly ConfirmedTestCase[] = [],
): Promise<Check> {
  // The confirmations are part of the intended change: confirming more cases is another request.
  const intent = `publish:${checkId}:${contentRevision}:${confirmed.map((entry) => entry.id).join(',')}`;
  const published = await sendOnce(
    intent,
    (idempotencyKey) =>
      apiClient.patch(
        `/checks/${encodeURIComponent(checkId)}/publish/`,
        { content_revision: contentRevision, confirmed_test_cases: confirmed },
        { idempotencyKey },
      ),
    { survivesReload: true },
  );
  return checkSchema.parse(published);
}

export function usePublishCheck(checkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: checkScope(checkId),
    mutationFn: ({ revision, confirmed }: { revision: number; confirmed?: readonly ConfirmedTestCase[] }) =>
      publishCheck(checkId, revision, confirmed),
    onSettled: () =>
      Promise.all([
        refreshCheck(queryClient, checkId),
        queryClient.invalidateQueries({ queryKey: checkEditorKeys.testCases(checkId, null) }),
      ]),
  });
}
