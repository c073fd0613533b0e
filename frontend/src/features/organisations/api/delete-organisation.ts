import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeFromPages } from '#features/admin-kit/utils/list-cache.ts';
import { apiClient } from '#lib/api-client.ts';
import { ORGANISATIONS_LIST_KEY } from './list-organisations.ts';

/** `DELETE /api/organisations/{id}/`: refused (409) while accounts or products belong to it. */
export async function deleteOrganisation(id: string): Promise<void> {
  await apiClient.delete(`/organisations/${encodeURIComponent(id)}/`);
}

export function useDeleteOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrganisation,
    onSuccess: (_result, id) => removeFromPages(queryClient, ORGANISATIONS_LIST_KEY, [id]),
  });
}
