import { myReferenceUnitPageSchema, type MyReferenceUnit } from '@baucheck/shared/reference-units';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';

/**
 * `GET /api/reference-units/mine/` (Administrator, Land, Kommune): the units the signed-in user works
 * for, as the server's territory rules decide (an Administrator every unit), Länder first, then
 * Gemeinden by name; each with its published check per group and its Land's name.
 */
export async function listMyUnits({ signal }: { signal?: AbortSignal } = {}): Promise<MyReferenceUnit[]> {
  // Interim: the first page only (a Land's Gemeinden are paged; the staff pages move to search).
  return myReferenceUnitPageSchema.parse(await apiClient.get('/reference-units/mine/?limit=100', { signal })).items;
}

export const myUnitsQueryOptions = () =>
  queryOptions({
    queryKey: ['reference-units', 'mine'] as const,
    queryFn: ({ signal }) => listMyUnits({ signal }),
  });

export function useMyUnits({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myUnitsQueryOptions(), enabled });
}
