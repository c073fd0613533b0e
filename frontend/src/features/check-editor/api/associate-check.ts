import { checkSchema, type Check } from '@baucheck/shared/checks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { myUnitsKeys } from '#features/embed-links/api/list-my-units.ts';
import { checkEditorKeys } from './query-keys.ts';

/**
 * `POST /api/checks/{check_id}/{reference_unit_id}/associate/`: the unit uses this (published) check
 * for its group from now on, replacing its previous one.
 */
export async function associateCheck({ checkId, unitId }: { checkId: string; unitId: string }): Promise<Check> {
  return checkSchema.parse(
    await apiClient.post(`/checks/${encodeURIComponent(checkId)}/${encodeURIComponent(unitId)}/associate/`),
  );
}

export function useAssociateCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: associateCheck,
    // Associating replaces the unit's previous check, so every list of the group changes.
    // The units' lists name the check each unit uses (the pickers read associations from them).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: checkEditorKeys.checks() }),
        queryClient.invalidateQueries({ queryKey: myUnitsKeys.all }),
      ]),
  });
}
