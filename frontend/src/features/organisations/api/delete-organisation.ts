import type { EditableOrganisation } from '@baucheck/shared/organisations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { ORGANISATIONS_QUERY_KEY } from './list-organisations.ts';

/** `DELETE /api/organisations/{id}/`: refused (409) while accounts or products belong to it. */
export async function deleteOrganisation(id: string): Promise<void> {
  await apiClient.delete(`/organisations/${encodeURIComponent(id)}/`);
}

export function useDeleteOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrganisation,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<EditableOrganisation[]>(ORGANISATIONS_QUERY_KEY, (list) =>
        list?.filter((organisation) => organisation.id !== id),
      );
    },
  });
}
