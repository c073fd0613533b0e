import { myReferenceUnitPageSchema, type MyReferenceUnit } from '@baucheck/shared/reference-units';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';

/** What to list of the signed-in user's units: a page (by cursor), one Land's, or a search among them. */
export interface MyUnitsParams {
  cursor?: string;
  limit?: number;
  /** At least 2 characters: the staff search (name, PLZ or AGS; at most 20 hits, no further page). */
  q?: string;
  /** Only this Land and its Gemeinden. */
  landId?: string;
  /** Only the units that use this check by their own association (a page; `q` searches their names). */
  checkId?: string;
}

export interface MyUnitsPage {
  items: MyReferenceUnit[];
  nextCursor: string | null;
}

/** The first page's size: enough for every Land (16) and a Kommune's own units. */
export const MY_UNITS_FIRST_PAGE = 100;

/**
 * `GET /api/reference-units/mine/` (Administrator, Land, Kommune): a page of the units the signed-in user
 * works for, as the server's territory rules decide (own units first, Länder before Gemeinden), or with
 * `q` a search among them; each with its published check per group and its Land's name.
 */
export async function listMyUnits(
  { cursor, limit = MY_UNITS_FIRST_PAGE, q, landId, checkId }: MyUnitsParams = {},
  { signal }: { signal?: AbortSignal } = {},
): Promise<MyUnitsPage> {
  const page = myReferenceUnitPageSchema.parse(
    await apiClient.get('/reference-units/mine/', {
      signal,
      query: { cursor, limit, q, land_id: landId, check_id: checkId },
    }),
  );
  return { items: page.items, nextCursor: page.next_cursor };
}

export const myUnitsKeys = {
  all: ['reference-units', 'mine'] as const,
  list: (params: MyUnitsParams) => [...myUnitsKeys.all, params] as const,
};

export const myUnitsQueryOptions = (params: MyUnitsParams = {}) =>
  queryOptions({
    queryKey: myUnitsKeys.list(params),
    queryFn: ({ signal }) => listMyUnits(params, { signal }),
  });

/** The first page: the user's own units (and an Administrator's Länder), which decide what the user may do. */
export function useMyUnits({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myUnitsQueryOptions(), enabled, select: (page) => page.items });
}

/** A page or a search; the previous answer stays shown while the next one loads. */
export function useMyUnitsPage(params: MyUnitsParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myUnitsQueryOptions(params), enabled, placeholderData: keepPreviousData });
}
