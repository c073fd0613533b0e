import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { checkScope, refreshCheck, updateCachedDrafts, type RollbackContext } from './draft-cache.ts';

/** `DELETE /api/outcomes/{outcome_id}/`: answers that set the outcome set none afterwards. */
export async function deleteOutcome(outcomeId: string): Promise<undefined> {
  return apiClient.delete<undefined>(`/outcomes/${encodeURIComponent(outcomeId)}/`);
}

export function useDeleteOutcome(checkId: string) {
  const queryClient = useQueryClient();
  return useMutation<undefined, Error, string, RollbackContext>({
    scope: checkScope(checkId),
    mutationFn: deleteOutcome,
    onMutate: (outcomeId) => ({
      rollback: updateCachedDrafts(queryClient, checkId, (detail) => ({
        ...detail,
        outcomes: detail.outcomes.filter((outcome) => outcome.id !== outcomeId),
        slides: detail.slides.map((slide) => ({
          ...slide,
          responses: slide.responses.map((response) =>
            response.outcome_id === outcomeId ? { ...response, outcome_id: null } : response,
          ),
        })),
      })),
    }),
    onError: (_error, _id, context) => context?.rollback?.(),
    onSettled: () => refreshCheck(queryClient, checkId),
  });
}
