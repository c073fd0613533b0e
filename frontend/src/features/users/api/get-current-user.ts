import { userSchema, type User } from '@baucheck/shared/users';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient, ApiError } from '#lib/api-client.ts';

export const CURRENT_USER_QUERY_KEY = ['users', 'me'] as const;

/**
 * How long a fetched current user counts as fresh: moving between staff pages in this time reuses it
 * instead of waiting for the server again. The server checks the session on every call regardless.
 */
const CURRENT_USER_STALE_TIME = 30 * 1000;

/** `GET /api/users/me`: the signed-in user, or null when nobody is signed in (401). */
export async function getCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<User | null> {
  try {
    return userSchema.parse(await apiClient.get('/users/me', { signal }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: ({ signal }) => getCurrentUser({ signal }),
    staleTime: CURRENT_USER_STALE_TIME,
    // A 401 is an answer (logged out), not a failure; other failures also count as logged out
    // (SPEC.md section 8), so retrying them would only delay the page.
    retry: false,
  });

/** For route loaders: the current user, or null when logged out or when the fetch failed. */
export async function fetchCurrentUser(queryClient: QueryClient): Promise<User | null> {
  try {
    return await queryClient.fetchQuery(currentUserQueryOptions());
  } catch (error) {
    console.warn('Der angemeldete Account konnte nicht geladen werden.', error);
    return null;
  }
}

/**
 * The signed-in user for components: `user` is null when logged out or when the fetch failed (SPEC.md
 * section 2, "Route guard"), undefined only while the first fetch is running.
 */
export function useCurrentUser(): { user: User | null | undefined } {
  const { data, isError } = useQuery(currentUserQueryOptions());
  return { user: isError ? null : data };
}
