import { checkSchema, type Check } from '@baucheck/shared/checks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { myUnitsKeys } from '#features/embed-links/api/list-my-units.ts';
import { checkEditorKeys } from './query-keys.ts';

/**
 * `DELETE /api/checks/{check_id}/{reference_unit_id}/disassociate/`: the unit stops using this check;
 * a Gemeinde then inherits its Land's check again.
 */
export async function disassociateCheck({ checkId, unitId }: { checkId: string; unitId: string }): Promise<Check> {
  return checkSchema.parse(
    await apiClient.delete(`/checks/${encodeURIComponent(checkId)}/${encodeURIComponent(unitId)}/disassociate/`),
  );
}

export function useDisassociateCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disassociateCheck,
    // The units' lists name the check each unit uses (the pickers read associations from them).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: checkEditorKeys.checks() }),
        queryClient.invalidateQueries({ queryKey: myUnitsKeys.all }),
      ]),
  });
}
