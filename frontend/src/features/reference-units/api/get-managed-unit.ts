import { editableReferenceUnitSchema, type EditableReferenceUnit } from '@baucheck/shared/reference-units';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { MANAGED_UNITS_QUERY_KEY } from './list-managed-units.ts';

export const managedUnitQueryKey = (id: string) => [...MANAGED_UNITS_QUERY_KEY, 'detail', id] as const;

/** `GET /api/reference-units/{id}/`: one unit with every editable field and its version. */
export async function getManagedUnit(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<EditableReferenceUnit> {
  return editableReferenceUnitSchema.parse(
    await apiClient.get(`/reference-units/${encodeURIComponent(id)}/`, { signal }),
  );
}

export const managedUnitQueryOptions = (id: string) =>
  queryOptions({
    queryKey: managedUnitQueryKey(id),
    queryFn: ({ signal }) => getManagedUnit(id, { signal }),
    // A form starts from what is stored now, never from an older copy.
    staleTime: 0,
  });

export function useManagedUnit(id: string) {
  return useQuery(managedUnitQueryOptions(id));
}
