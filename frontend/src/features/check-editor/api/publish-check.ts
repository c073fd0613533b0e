import { checkSchema, type Check } from '@baucheck/shared/checks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { checkScope, refreshCheck } from './draft-cache.ts';

/**
 * `PATCH /api/checks/{check_id}/publish/` with the content revision the user reviewed. The server
 * validates the draft with the engine: 422 lists every problem (see utils/problems.ts), 409 means the
 * draft changed since that revision.
 */
export async function publishCheck(checkId: string, contentRevision: number): Promise<Check> {
  return checkSchema.parse(
    await apiClient.patch(`/checks/${encodeURIComponent(checkId)}/publish/`, { content_revision: contentRevision }),
  );
}

export function usePublishCheck(checkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: checkScope(checkId),
    mutationFn: (contentRevision: number) => publishCheck(checkId, contentRevision),
    onSettled: () => refreshCheck(queryClient, checkId),
  });
}
