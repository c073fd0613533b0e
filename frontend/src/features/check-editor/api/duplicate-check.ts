import { checkSchema, type Check } from '@baucheck/shared/checks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { sendOnce } from '#lib/idempotency.ts';
import { checkEditorKeys } from './query-keys.ts';

/** `POST /api/checks/{check_id}/duplicate/`: a Gemeinde's own (Individuell) copy of a published Standard check. */
export async function duplicateCheck({ checkId, unitId }: { checkId: string; unitId: string }): Promise<Check> {
  const copy = await sendOnce(
    `duplicate:${checkId}:${unitId}`,
    (idempotencyKey) =>
      apiClient.post(
        `/checks/${encodeURIComponent(checkId)}/duplicate/`,
        { reference_unit_id: unitId },
        { idempotencyKey },
      ),
    { survivesReload: true },
  );
  return checkSchema.parse(copy);
}

export function useDuplicateCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateCheck,
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkEditorKeys.checks() }),
  });
}
