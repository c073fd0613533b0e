import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeFromPages } from '#features/admin-kit/utils/list-cache.ts';
import { apiClient } from '#lib/api-client.ts';
import { USERS_LIST_KEY } from './list-users.ts';

/** `DELETE /api/users/{id}` (Administrator only): the identity and the record. */
export async function deleteUser(id: string): Promise<void> {
  await apiClient.delete(`/users/${encodeURIComponent(id)}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_result, id) => removeFromPages(queryClient, USERS_LIST_KEY, [id]),
  });
}
