import type { Level } from '@baucheck/shared/enums';
import { userSchema, type User } from '@baucheck/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { usersQueryOptions } from './list-users.ts';

export interface UpdateUserInput {
  id: string;
  /** The version read; a stale one answers 409. */
  version: number;
  name?: string;
  email?: string;
  level?: Level;
  organisation_id?: string | null;
  is_active?: boolean;
}

/** `PATCH /api/users/{id}` (Administrator only): activation, level, organisation, name, e-mail. */
export async function updateUser({ id, ...body }: UpdateUserInput): Promise<User> {
  return userSchema.parse(await apiClient.patch(`/users/${encodeURIComponent(id)}`, body));
}

const USERS_KEY = usersQueryOptions().queryKey;
const replace = (list: User[] | undefined, user: User) =>
  list?.map((candidate) => (candidate.id === user.id ? user : candidate));

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (updated) => queryClient.setQueryData<User[]>(USERS_KEY, (list) => replace(list, updated)),
  });
}

/**
 * Activating or deactivating from the table shows at once (optimistic) and rolls back if the server
 * refuses. Safe: the call carries the version read, so it never overwrites a concurrent change.
 */
export function useToggleUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: User) => updateUser({ id: user.id, version: user.version, is_active: !user.is_active }),
    onMutate: async (user) => {
      await queryClient.cancelQueries({ queryKey: USERS_KEY });
      const previous = queryClient.getQueryData<User[]>(USERS_KEY);
      queryClient.setQueryData<User[]>(USERS_KEY, (list) => replace(list, { ...user, is_active: !user.is_active }));
      return { previous };
    },
    onError: (_error, _user, context) => {
      if (context?.previous) queryClient.setQueryData(USERS_KEY, context.previous);
    },
    onSuccess: (updated) => queryClient.setQueryData<User[]>(USERS_KEY, (list) => replace(list, updated)),
  });
}
