import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endSession } from '#features/auth/api/session-cache.ts';
import { apiClient } from '#lib/api-client.ts';

/** `DELETE /api/users/me`: deletes the own account and ends the session. */
export async function deleteMe(): Promise<void> {
  await apiClient.delete('/users/me');
}

export function useDeleteMe() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMe, onSuccess: () => endSession(queryClient) });
}
