import type { User } from '@baucheck/shared/users';
import { matchQuery, type QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_QUERY_KEY, getCurrentUser } from '#features/users/api/get-current-user.ts';

/** Drops every cached query except the current user's, so nothing of one session shows in the next. */
function removeSessionQueries(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => !matchQuery({ queryKey: CURRENT_USER_QUERY_KEY }, query) });
}

/**
 * After sign-in: forget what an earlier session cached and load the new user. If loading fails, the
 * cached user is dropped instead, and the guard of the next page fetches it again.
 */
export async function startSession(queryClient: QueryClient): Promise<User | null> {
  removeSessionQueries(queryClient);
  try {
    const user = await getCurrentUser();
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
    return user;
  } catch (error) {
    console.warn('Der angemeldete Account konnte nicht geladen werden.', error);
    queryClient.removeQueries({ queryKey: CURRENT_USER_QUERY_KEY, exact: true });
    return null;
  }
}

/** After sign-out: nobody is signed in, and nothing the session loaded stays in memory. */
export function endSession(queryClient: QueryClient) {
  removeSessionQueries(queryClient);
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
}
