import { checkSchema, type Check } from '@baucheck/shared/checks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { sendOnce } from '#lib/idempotency.ts';
import { checkScope, refreshCheck } from './draft-cache.ts';

/**
 * `PATCH /api/checks/{check_id}/publish/` with the content revision the user reviewed. The server
 * validates the draft with the engine: 422 lists every problem (see utils/problems.ts), 409 means the
 * draft changed since that revision. Publishing one revision again is a retry of the same change.
 */
export async function publishCheck(checkId: string, contentRevision: number): Promise<Check> {
  const published = await sendOnce(`publish:${checkId}:${contentRevision}`, (idempotencyKey) =>
    apiClient.patch(
      `/checks/${encodeURIComponent(checkId)}/publish/`,
      { content_revision: contentRevision },
      { idempotencyKey },
    ),
  );
  return checkSchema.parse(published);
}

export function usePublishCheck(checkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: checkScope(checkId),
    mutationFn: (contentRevision: number) => publishCheck(checkId, contentRevision),
    onSettled: () => refreshCheck(queryClient, checkId),
  });
}
