import { outcomeSchema, type Outcome } from '@baucheck/shared/checks';
import type { OutcomeSeverity } from '@baucheck/shared/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { checkScope, refreshCheck } from './draft-cache.ts';

export interface NewOutcomeInput {
  /** The Kapitel slide whose chapter the outcome belongs to. */
  chapter_id: string;
  title: string;
  /** Editor HTML; the server sanitises it. */
  text: string;
  severity: OutcomeSeverity;
}

/** `POST /api/outcomes/`: a new outcome in a chapter, ranked last. */
export async function createOutcome(checkId: string, input: NewOutcomeInput): Promise<Outcome> {
  return outcomeSchema.parse(await apiClient.post('/outcomes/', { check_id: checkId, ...input }));
}

export function useCreateOutcome(checkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: checkScope(checkId),
    mutationFn: (input: NewOutcomeInput) => createOutcome(checkId, input),
    onSettled: () => refreshCheck(queryClient, checkId),
  });
}
