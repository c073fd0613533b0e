import { managedUnitPageSchema, type ManagedUnit } from '@baucheck/shared/reference-units';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';

export const MANAGED_UNITS_QUERY_KEY = ['reference-units', 'manage'] as const;

export interface ManagedUnitsQuery {
  /** A search by name, PLZ or AGS (the best matches, one page); empty lists all by name. */
  q: string;
  landId?: string;
  cursor?: string;
  limit: number;
}

/**
 * `GET /api/reference-units/manage/`: the units the signed-in staff member manages, deactivated ones
 * included: searched on the server, or a page by name (Länder first) with the cursor of the next.
 */
export async function listManagedUnits(
  { q, landId, cursor, limit }: ManagedUnitsQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<{ items: ManagedUnit[]; next_cursor: string | null }> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (q.trim()) params.set('q', q.trim());
  if (landId) params.set('land_id', landId);
  if (cursor) params.set('cursor', cursor);
  return managedUnitPageSchema.parse(await apiClient.get(`/reference-units/manage/?${params}`, { signal }));
}

export const managedUnitsQueryOptions = (query: ManagedUnitsQuery) =>
  queryOptions({
    queryKey: [...MANAGED_UNITS_QUERY_KEY, 'list', query] as const,
    queryFn: ({ signal }) => listManagedUnits(query, { signal }),
  });

/** A page of the list; while the next loads (typing, paging), the previous stays on screen. */
export function useManagedUnits(query: ManagedUnitsQuery) {
  return useQuery({ ...managedUnitsQueryOptions(query), placeholderData: keepPreviousData });
}

/** The Länder the user manages (at most 16: the first page of the list, Länder first). */
export function useManagedLaender() {
  return useQuery({
    ...managedUnitsQueryOptions({ q: '', limit: 20 }),
    select: (page) => page.items.filter((unit) => unit.kind === 'Land'),
  });
}
