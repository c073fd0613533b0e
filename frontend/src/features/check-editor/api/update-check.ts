import { checkSchema, type Check, type CheckDetail } from '@baucheck/shared/checks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { checkScope, latestDraft, refreshCheck } from './draft-cache.ts';
import { checkEditorKeys } from './query-keys.ts';

export interface CheckPropertiesInput {
  title?: string;
  legal_basis?: string;
  as_of?: string;
}

/** `PATCH /api/checks/{check_id}/`: title, legal basis or "Stand", guarded by the check's version. */
export async function updateCheck(checkId: string, version: number, changes: CheckPropertiesInput): Promise<Check> {
  return checkSchema.parse(await apiClient.patch(`/checks/${encodeURIComponent(checkId)}/`, { version, ...changes }));
}

export function useUpdateCheck(checkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: checkScope(checkId),
    mutationFn: (changes: CheckPropertiesInput) => {
      const version = latestDraft(queryClient, checkId)?.check.version;
      if (version === undefined) throw new Error('The draft is not loaded.');
      return updateCheck(checkId, version, changes);
    },
    onSuccess: (check) => {
      queryClient.setQueriesData<CheckDetail>({ queryKey: checkEditorKeys.drafts(checkId) }, (detail) =>
        detail ? { ...detail, check } : detail,
      );
    },
    onSettled: () => refreshCheck(queryClient, checkId),
  });
}
