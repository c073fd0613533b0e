import { userListSchema, type User } from '@baucheck/shared/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';

/** `GET /api/users/`: every account (Administrator only). */
export async function listUsers({ signal }: { signal?: AbortSignal } = {}): Promise<User[]> {
  return userListSchema.parse(await apiClient.get('/users/', { signal }));
}

export const usersQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'list'] as const,
    queryFn: ({ signal }) => listUsers({ signal }),
  });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
