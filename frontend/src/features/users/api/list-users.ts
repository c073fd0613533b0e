import type { Level } from '@baucheck/shared/enums';
import { userPageSchema, type UserPage } from '@baucheck/shared/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';

/** The key every cached page of the accounts list starts with. */
export const USERS_LIST_KEY = ['users', 'list'] as const;
export const USERS_PAGE_SIZE = 50;

export interface UsersQuery {
  q?: string;
  level?: Level;
  status?: 'active' | 'inactive' | 'waiting';
  cursor?: string | null;
  limit?: number;
}

/** `GET /api/users/`: a page of the accounts by e-mail address, filtered on the server (Administrator only). */
export async function listUsers(query: UsersQuery, { signal }: { signal?: AbortSignal } = {}): Promise<UserPage> {
  return userPageSchema.parse(await apiClient.get('/users/', { query: { limit: USERS_PAGE_SIZE, ...query }, signal }));
}

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: [...USERS_LIST_KEY, query] as const,
    queryFn: ({ signal }) => listUsers(query, { signal }),
  });

/** A page of accounts; the page shown stays while the next one loads. */
export function useUsers(query: UsersQuery) {
  return useQuery({ ...usersQueryOptions(query), placeholderData: keepPreviousData });
}
