import { referenceUnitPageSchema, type ReferenceUnit } from '@baucheck/shared/reference-units';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';

/**
 * The Länder (at most 16), by name: the first page of `GET /api/reference-units/`, which lists the
 * Länder before every Gemeinde, so 16 entries hold them all.
 */
export async function listLaender({ signal }: { signal?: AbortSignal } = {}): Promise<ReferenceUnit[]> {
  const page = referenceUnitPageSchema.parse(
    await apiClient.get('/reference-units/', { query: { limit: 16 }, signal }),
  );
  return page.items.filter((unit) => unit.kind === 'Land');
}

export const laenderQueryOptions = () =>
  queryOptions({ queryKey: ['reference-units', 'laender'] as const, queryFn: ({ signal }) => listLaender({ signal }) });

export const useLaender = () => useQuery(laenderQueryOptions());
