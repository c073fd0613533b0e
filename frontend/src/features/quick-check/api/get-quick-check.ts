import type { QuickCheck } from '@baucheck/shared/checks';
import type { CheckGroup } from '@baucheck/shared/enums';
import { apiClient } from '#lib/api-client.ts';
import { usePublicQuery, type PublicQueryOptions } from '#lib/public-queries.tsx';
import { quickCheckPath } from './flow-check-reads.ts';

/**
 * `GET /api/quick-checks/checks/{reference_unit_id}/{group}/`: the published check for the unit with
 * its local values, contacts, side-law texts and links; 404 when there is none. Checked against the
 * shared schema in development only (see get-reference-units.ts).
 */
export async function getQuickCheck(referenceUnitId: string, group: CheckGroup): Promise<QuickCheck> {
  const data = await apiClient.get(quickCheckPath(referenceUnitId, group));
  return import.meta.env.DEV
    ? (await import('@baucheck/shared/checks')).quickCheckSchema.parse(data)
    : (data as QuickCheck);
}

export const quickCheckQueryOptions = (referenceUnitId: string, group: CheckGroup): PublicQueryOptions<QuickCheck> => ({
  queryKey: ['quick-checks', 'check', referenceUnitId, group] as const,
  queryFn: () => getQuickCheck(referenceUnitId, group),
  // Local values change live; a resident's check stays the same while they answer it.
  staleTime: 30 * 60 * 1000,
});

export function useQuickCheck(referenceUnitId: string | null, group: CheckGroup | null) {
  return usePublicQuery(quickCheckQueryOptions(referenceUnitId ?? '', group ?? 'carport_garage'), {
    enabled: Boolean(referenceUnitId && group),
  });
}
