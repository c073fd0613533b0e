import { userSchema, type User } from '@baucheck/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_QUERY_KEY } from '#features/users/api/get-current-user.ts';
import { apiClient } from '#lib/api-client.ts';

export interface UpdateMeInput {
  version: number;
  name?: string;
  email?: string;
  password?: string;
  /** Needed to change e-mail address or password. */
  current_password?: string;
}

/**
 * `PATCH /api/users/me`: own name, e-mail address or password. A new password ends every other
 * session; this one continues (the server sends fresh cookies).
 */
export async function updateMe(input: UpdateMeInput): Promise<User> {
  return userSchema.parse(await apiClient.patch('/users/me', input));
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user),
  });
}
