import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Reloads the data behind a form after a 409 and returns it, so the form can start over from what
 * is stored now (the user's changes are shown to be lost, not silently overwritten).
 */
export async function reloadQuery<T>(queryClient: QueryClient, queryKey: QueryKey): Promise<T | undefined> {
  await queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'all' });
  return queryClient.getQueryData<T>(queryKey);
}
