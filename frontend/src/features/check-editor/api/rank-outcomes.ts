import { outcomeListSchema, type Outcome } from '@baucheck/shared/checks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { checkScope, latestDraft, refreshCheck, updateCachedDrafts, type RollbackContext } from './draft-cache.ts';

/** `PATCH /api/outcomes/{check_id}/{chapter}/rankings/`: a chapter's outcomes in a complete new order (first = rank 1). */
export async function rankOutcomes(
  checkId: string,
  chapterId: string,
  order: Array<{ id: string; version: number }>,
): Promise<Outcome[]> {
  return outcomeListSchema.parse(
    await apiClient.patch(`/outcomes/${encodeURIComponent(checkId)}/${encodeURIComponent(chapterId)}/rankings/`, order),
  );
}

export function useRankOutcomes(checkId: string) {
  const queryClient = useQueryClient();
  return useMutation<Outcome[], Error, { chapterId: string; outcomeIds: string[] }, RollbackContext>({
    scope: checkScope(checkId),
    mutationFn: ({ chapterId, outcomeIds }) => {
      const versions = new Map(
        latestDraft(queryClient, checkId)?.outcomes.map((outcome) => [outcome.id, outcome.version]),
      );
      return rankOutcomes(
        checkId,
        chapterId,
        outcomeIds.map((id) => ({ id, version: versions.get(id) ?? 0 })),
      );
    },
    onMutate: ({ outcomeIds }) => ({
      rollback: updateCachedDrafts(queryClient, checkId, (detail) => ({
        ...detail,
        outcomes: detail.outcomes.map((outcome) => {
          const index = outcomeIds.indexOf(outcome.id);
          return index >= 0 ? { ...outcome, ranking: index + 1 } : outcome;
        }),
      })),
    }),
    onError: (_error, _input, context) => context?.rollback?.(),
    onSettled: () => refreshCheck(queryClient, checkId),
  });
}
