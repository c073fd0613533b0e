import { checkSchema, type Check } from '@baucheck/shared/checks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { checkEditorKeys } from './query-keys.ts';

/** `POST /api/checks/{check_id}/restore/` with the version read: brings a deleted check back. */
export async function restoreCheck(check: Pick<Check, 'id' | 'version'>): Promise<Check> {
  return checkSchema.parse(
    await apiClient.post(`/checks/${encodeURIComponent(check.id)}/restore/`, { version: check.version }),
  );
}

export function useRestoreCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreCheck,
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkEditorKeys.checks() }),
  });
}
