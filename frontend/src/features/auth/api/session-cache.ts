import type { User } from '@baucheck/shared/users';
import { matchQuery, type QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_QUERY_KEY } from '#features/users/api/get-current-user.ts';

/** Drops every cached query except the current user's, so nothing of one session shows in the next. */
function removeSessionQueries(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => !matchQuery({ queryKey: CURRENT_USER_QUERY_KEY }, query) });
}

/** After sign-in: forget what an earlier session cached and keep the user the sign-in answered with. */
export function startSession(queryClient: QueryClient, user: User) {
  removeSessionQueries(queryClient);
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
}

/** After sign-out: nobody is signed in, and nothing the session loaded stays in memory. */
export function endSession(queryClient: QueryClient) {
  removeSessionQueries(queryClient);
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
}
