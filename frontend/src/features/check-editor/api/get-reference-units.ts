import { referenceUnitListSchema, type ReferenceUnit } from '@baucheck/shared/reference-units';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { checkEditorKeys } from './query-keys.ts';

/** `GET /api/reference-units/`: every Land and Gemeinde, sorted by name. */
export async function getReferenceUnits({ signal }: { signal?: AbortSignal } = {}): Promise<ReferenceUnit[]> {
  const units = referenceUnitListSchema.parse(await apiClient.get('/reference-units/', { signal }));
  return units.sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

export const referenceUnitsQueryOptions = () =>
  queryOptions({
    queryKey: checkEditorKeys.referenceUnits(),
    queryFn: ({ signal }) => getReferenceUnits({ signal }),
    // Units change rarely (an administrator adds a Gemeinde); no need to refetch on every visit.
    staleTime: 5 * 60 * 1000,
  });

export function useReferenceUnits() {
  return useQuery(referenceUnitsQueryOptions());
}
