import type { Level } from '@baucheck/shared/enums';
import { userSchema, type User } from '@baucheck/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replaceById, useToggleActive } from '#features/admin-kit/utils/list-cache.ts';
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

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (updated) => queryClient.setQueryData<User[]>(USERS_KEY, (list) => replaceById(list, updated)),
  });
}

/** Activating or deactivating from the table (optimistic, see useToggleActive). */
export const useToggleUserActive = () => useToggleActive(USERS_KEY, updateUser);
