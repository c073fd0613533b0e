import { checkPageSchema, type Check } from '@baucheck/shared/checks';
import type { CheckGroup } from '@baucheck/shared/enums';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { checkEditorKeys } from './query-keys.ts';

/** What a page of a group's checks is narrowed to (the server pages and filters: a Land has thousands of copies). */
export interface CheckPageFilters {
  /** Every word in title, legal basis or type. */
  q?: string;
  /** Only checks never published. */
  unpublished?: boolean;
  /** Deleted checks too. */
  showDeleted?: boolean;
  cursor?: string | null;
  limit?: number;
}

export interface CheckPage {
  items: Check[];
  next_cursor: string | null;
}

/** `GET /api/checks/{group}/?is_draft=true`: a page of the group's checks the user may see, in title order. */
export async function getCheckPage(
  group: CheckGroup,
  { q, unpublished, showDeleted, cursor, limit }: CheckPageFilters,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CheckPage> {
  // Only what narrows the list goes into the address (null and undefined are left out).
  const query = {
    is_draft: true,
    q: q || null,
    unpublished: unpublished || null,
    show_deleted: showDeleted || null,
    cursor,
    limit,
  };
  return checkPageSchema.parse(await apiClient.get(`/checks/${group}/`, { signal, query }));
}

/**
 * A page of the group's checks; while the next page (or another search) of the same group loads, the
 * last one stays shown (callers mark it busy: `isPlaceholderData`). Another group's rows never stand in.
 */
export function useCheckPage(group: CheckGroup, filters: CheckPageFilters = {}) {
  const queryKey = checkEditorKeys.groupChecks(group, filters);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => getCheckPage(group, filters, { signal }),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === group ? keepPreviousData(previous) : undefined,
  });
}
