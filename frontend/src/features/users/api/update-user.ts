import type { Level } from '@baucheck/shared/enums';
import { userSchema, type User, type UserListItem } from '@baucheck/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replaceInPages, useToggleActive } from '#features/admin-kit/utils/list-cache.ts';
import { apiClient } from '#lib/api-client.ts';
import { USERS_LIST_KEY } from './list-users.ts';

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

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async (updated) => {
      replaceInPages(queryClient, USERS_LIST_KEY, updated);
      // The organisation's name and the filters the account passes may have changed.
      await queryClient.invalidateQueries({ queryKey: USERS_LIST_KEY });
    },
  });
}

/** Activating or deactivating from the table (optimistic, see useToggleActive). */
export const useToggleUserActive = () => useToggleActive<UserListItem, User>(USERS_LIST_KEY, updateUser);
