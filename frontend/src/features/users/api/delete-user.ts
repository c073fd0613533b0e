import type { User } from '@baucheck/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { usersQueryOptions } from './list-users.ts';

/** `DELETE /api/users/{id}` (Administrator only): the identity and the record. */
export async function deleteUser(id: string): Promise<void> {
  await apiClient.delete(`/users/${encodeURIComponent(id)}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_result, id) =>
      queryClient.setQueryData<User[]>(usersQueryOptions().queryKey, (list) => list?.filter((user) => user.id !== id)),
  });
}
