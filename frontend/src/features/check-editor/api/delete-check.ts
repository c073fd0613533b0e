import { checkSchema, type Check } from '@baucheck/shared/checks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { checkEditorKeys } from './query-keys.ts';

/** `DELETE /api/checks/{check_id}/` with the version read: soft delete, refused while units still use the check. */
export async function deleteCheck(check: Pick<Check, 'id' | 'version'>): Promise<Check> {
  return checkSchema.parse(
    await apiClient.delete(`/checks/${encodeURIComponent(check.id)}/`, { body: { version: check.version } }),
  );
}

export function useDeleteCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCheck,
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkEditorKeys.checks() }),
  });
}
