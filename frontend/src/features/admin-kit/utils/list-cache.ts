import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A row of an admin list that can be switched on and off; its version guards against stale writes. */
interface Switchable {
  id: string;
  version: number;
  is_active: boolean;
}

/** The cached list with the row of the same id replaced. */
export const replaceById = <T extends { id: string }>(list: T[] | undefined, row: T) =>
  list?.map((candidate) => (candidate.id === row.id ? row : candidate));

/**
 * Switching a row of an admin list (products, accounts) on or off from its table: shown at once
 * (optimistic), rolled back when the server refuses. Safe because the flag is independent of
 * everything else and the call carries the version read, so a concurrent change is never overwritten.
 */
export function useToggleActive<T extends Switchable>(
  queryKey: QueryKey,
  update: (input: Pick<T, 'id' | 'version' | 'is_active'>) => Promise<T>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: T) => update({ id: row.id, version: row.version, is_active: !row.is_active }),
    onMutate: async (row) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<T[]>(queryKey);
      queryClient.setQueryData<T[]>(queryKey, (list) => replaceById(list, { ...row, is_active: !row.is_active }));
      return { previous };
    },
    onError: (_error, _row, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (updated) => queryClient.setQueryData<T[]>(queryKey, (list) => replaceById(list, updated)),
  });
}
