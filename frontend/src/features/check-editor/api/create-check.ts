import { checkSchema, type Check } from '@baucheck/shared/checks';
import type { CheckGroup } from '@baucheck/shared/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { checkEditorKeys } from './query-keys.ts';

export interface NewCheckInput {
  group: CheckGroup;
  title: string;
  land_id: string;
  legal_basis: string;
  /** "Stand" as YYYY-MM-DD. */
  as_of: string;
}

/** `POST /api/checks/`: a new Standard check of a Land, as an empty draft (Administrator, Land). */
export async function createCheck(input: NewCheckInput): Promise<Check> {
  return checkSchema.parse(await apiClient.post('/checks/', input));
}

export function useCreateCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCheck,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkEditorKeys.checks() }),
  });
}
