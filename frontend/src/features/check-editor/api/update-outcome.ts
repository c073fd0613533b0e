import { outcomeSchema, type Outcome } from '@baucheck/shared/checks';
import type { OutcomeSeverity } from '@baucheck/shared/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { checkScope, outcomeVersion, refreshCheck, updateCachedDrafts, type RollbackContext } from './draft-cache.ts';

export interface OutcomeChanges {
  title?: string;
  text?: string;
  severity?: OutcomeSeverity;
}

/** `PATCH /api/outcomes/{outcome_id}/`: title, text or severity (guarded by the outcome's version). */
export async function updateOutcome(outcomeId: string, version: number, changes: OutcomeChanges): Promise<Outcome> {
  return outcomeSchema.parse(
    await apiClient.patch(`/outcomes/${encodeURIComponent(outcomeId)}/`, { version, ...changes }),
  );
}

export function useUpdateOutcome(checkId: string) {
  const queryClient = useQueryClient();
  return useMutation<Outcome, Error, { outcomeId: string; changes: OutcomeChanges }, RollbackContext>({
    scope: checkScope(checkId),
    mutationFn: ({ outcomeId, changes }) =>
      updateOutcome(outcomeId, outcomeVersion(queryClient, checkId, outcomeId), changes),
    onMutate: ({ outcomeId, changes }) => ({
      rollback: updateCachedDrafts(queryClient, checkId, (detail) => ({
        ...detail,
        outcomes: detail.outcomes.map((outcome) => (outcome.id === outcomeId ? { ...outcome, ...changes } : outcome)),
      })),
    }),
    onError: (_error, _input, context) => context?.rollback?.(),
    onSettled: () => refreshCheck(queryClient, checkId),
  });
}
