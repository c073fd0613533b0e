import { referenceUnitWithChecksListSchema } from '@baucheck/shared/reference-units';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '#lib/api-client.ts';

export type UnitWithChecks = z.infer<typeof referenceUnitWithChecksListSchema>[number];

/** `GET /api/reference-units/with-checks/`: every unit with the published check it uses per group. */
export async function listUnitsWithChecks({ signal }: { signal?: AbortSignal } = {}): Promise<UnitWithChecks[]> {
  return referenceUnitWithChecksListSchema.parse(await apiClient.get('/reference-units/with-checks/', { signal }));
}

export const unitsWithChecksQueryOptions = () =>
  queryOptions({
    queryKey: ['reference-units', 'with-checks'] as const,
    queryFn: ({ signal }) => listUnitsWithChecks({ signal }),
  });

export function useUnitsWithChecks() {
  return useQuery(unitsWithChecksQueryOptions());
}
