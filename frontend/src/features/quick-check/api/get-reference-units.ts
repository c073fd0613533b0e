import type { ReferenceUnit } from '@baucheck/shared/reference-units';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { noRetryOnClientError } from './query-retry.ts';

/** Units change rarely; the CDN caches the list too. */
const STALE_TIME = 10 * 60 * 1000;

/**
 * `GET /api/reference-units/`: every Land and Gemeinde with contacts, side-law texts and links.
 *
 * Resident calls check the answer against the shared zod schema in development and tests only: zod
 * would add about 25 kB gzip to the first load of the public pages (budget 150 kB), and the API that
 * answers is built from the same schemas in the same repository.
 */
export async function getReferenceUnits({ signal }: { signal?: AbortSignal } = {}): Promise<ReferenceUnit[]> {
  const data = await apiClient.get('/reference-units/', { signal });
  return import.meta.env.DEV
    ? (await import('@baucheck/shared/reference-units')).referenceUnitListSchema.parse(data)
    : (data as ReferenceUnit[]);
}

export const referenceUnitsQueryOptions = () =>
  queryOptions({
    queryKey: ['reference-units'] as const,
    queryFn: ({ signal }) => getReferenceUnits({ signal }),
    staleTime: STALE_TIME,
    retry: noRetryOnClientError,
  });

export function useReferenceUnits() {
  return useQuery(referenceUnitsQueryOptions());
}

/** The unit with this slug (the `:gemeinde` route parameter), case-insensitive. */
export const unitBySlug = (units: readonly ReferenceUnit[] | undefined, slug: string | null | undefined) =>
  slug ? units?.find((unit) => unit.slug.toLowerCase() === slug.toLowerCase()) : undefined;

/** The slug of the unit a `:gemeinde` names, once the units are loaded; null for none or an unknown one. */
export function useKnownGemeinde(slug: string | null | undefined): string | null {
  const units = useQuery({ ...referenceUnitsQueryOptions(), enabled: Boolean(slug) });
  return unitBySlug(units.data, slug)?.slug ?? null;
}

/** What kind of unit it is, in words: "Bundesland", or "Gemeinde in" its Land. */
export function unitKindText(unit: ReferenceUnit, units: readonly ReferenceUnit[] | undefined): string {
  if (unit.kind === 'Land') return 'Bundesland';
  return `Gemeinde in ${units?.find((candidate) => candidate.id === unit.parent_id)?.name ?? 'Deutschland'}`;
}
