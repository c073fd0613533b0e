import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

/*
 * The admin lists are paged on the server: react-query caches each page under the list's key plus
 * its filters and cursor. A change made on the page updates the row wherever a cached page shows it,
 * and then the pages are fetched again (a change may move a row to another page or filter).
 */

/** A page of an admin list as the API answers it. */
export interface ListPage<T> {
  items: T[];
  next_cursor: string | null;
}

/** A row of an admin list that can be switched on and off; its version guards against stale writes. */
interface Switchable {
  id: string;
  version: number;
  is_active: boolean;
}

/** The cached page with the row of the same id changed (its other fields, e.g. a name the list adds, kept). */
const withRow = <T extends { id: string }>(page: ListPage<T> | undefined, row: Partial<T> & { id: string }) =>
  page && {
    ...page,
    items: page.items.map((candidate) => (candidate.id === row.id ? { ...candidate, ...row } : candidate)),
  };

/** Shows a changed row in every cached page of the list (`listKey` is the key all its pages start with). */
export function replaceInPages<T extends { id: string }>(
  queryClient: QueryClient,
  listKey: QueryKey,
  row: Partial<T> & { id: string },
) {
  queryClient.setQueriesData<ListPage<T>>({ queryKey: listKey }, (page) => withRow(page, row));
}

/** Takes a deleted row out of every cached page, then fetches the pages again. */
export async function removeFromPages<T extends { id: string }>(
  queryClient: QueryClient,
  listKey: QueryKey,
  ids: readonly string[],
) {
  queryClient.setQueriesData<ListPage<T>>(
    { queryKey: listKey },
    (page) => page && { ...page, items: page.items.filter((row) => !ids.includes(row.id)) },
  );
  await queryClient.invalidateQueries({ queryKey: listKey });
}

/**
 * After a 409: fetches the list's cached pages again and returns the row as stored now (it is on the
 * page it was opened from, unless it was deleted meanwhile: undefined).
 */
export async function reloadRow<T extends { id: string }>(
  queryClient: QueryClient,
  listKey: QueryKey,
  id: string,
): Promise<T | undefined> {
  await queryClient.invalidateQueries({ queryKey: listKey, refetchType: 'all' });
  for (const [, page] of queryClient.getQueriesData<ListPage<T>>({ queryKey: listKey })) {
    const row = page?.items.find((candidate) => candidate.id === id);
    if (row) return row;
  }
  return undefined;
}

/**
 * Switching a row of an admin list (products, accounts) on or off from its table: shown at once
 * (optimistic), rolled back when the server refuses. Safe because the flag is independent of
 * everything else and the call carries the version read, so a concurrent change is never overwritten.
 */
export function useToggleActive<T extends Switchable, R extends Switchable = T>(
  listKey: QueryKey,
  update: (input: Pick<T, 'id' | 'version' | 'is_active'>) => Promise<R>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: T) => update({ id: row.id, version: row.version, is_active: !row.is_active }),
    onMutate: async (row) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueriesData<ListPage<T>>({ queryKey: listKey });
      replaceInPages<T>(queryClient, listKey, { id: row.id, is_active: !row.is_active } as Partial<T> & { id: string });
      return { previous };
    },
    onError: (_error, _row, context) => {
      for (const [key, page] of context?.previous ?? []) queryClient.setQueryData(key, page);
    },
    onSuccess: (updated) => {
      replaceInPages(queryClient, listKey, updated);
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
