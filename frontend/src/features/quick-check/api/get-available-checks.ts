import type { CheckGroup } from '@baucheck/shared/enums';
import { apiClient } from '#lib/api-client.ts';
import { usePublicQuery, type PublicQueryOptions } from '#lib/public-queries.tsx';

export interface AvailableCheck {
  group: CheckGroup;
  available: boolean;
  reference_unit_ids: string[];
}

/**
 * `GET /api/quick-checks/available_checks/`: per project type, whether a published check exists for the
 * unit (or, without one, anywhere) and for which units. Checked against the shared schema in
 * development only (see get-reference-units.ts).
 */
export async function getAvailableChecks(referenceUnitId: string | null): Promise<AvailableCheck[]> {
  const data = await apiClient.get('/quick-checks/available_checks/', {
    query: { reference_unit_id: referenceUnitId },
  });
  return import.meta.env.DEV
    ? (await import('@baucheck/shared/checks')).availableChecksSchema.parse(data)
    : (data as AvailableCheck[]);
}

export const availableChecksQueryOptions = (referenceUnitId: string | null): PublicQueryOptions<AvailableCheck[]> => ({
  queryKey: ['quick-checks', 'available', referenceUnitId ?? 'alle'] as const,
  queryFn: () => getAvailableChecks(referenceUnitId),
  staleTime: 5 * 60 * 1000,
});

export function useAvailableChecks(referenceUnitId: string | null, { enabled = true } = {}) {
  return usePublicQuery(availableChecksQueryOptions(referenceUnitId), { enabled });
}

/** Whether a group can be checked, or undefined while unknown (loading, failed or not listed). */
export function isGroupAvailable(checks: readonly AvailableCheck[] | undefined, group: CheckGroup) {
  return checks?.find((check) => check.group === group)?.available;
}
