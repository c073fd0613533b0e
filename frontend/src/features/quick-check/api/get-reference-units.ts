import type { PublicReferenceUnit, ReferenceUnitKind, UnitSearchHit } from '@baucheck/shared/reference-units';
import { ApiError, apiClient } from '#lib/api-client.ts';
import { usePublicQuery, type PublicQueryOptions } from '#lib/public-queries.tsx';
import { unitBySlugPath } from './flow-check-reads.ts';

/*
 * What residents' pages know of the units: the one a link names (by its slug) and what a search
 * finds; never the list of all units, which for Germany would be megabytes.
 *
 * Resident calls check the answer against the shared zod schema in development and tests only: zod
 * would add about 25 kB gzip to the first load of the public pages (budget 150 kB), and the API that
 * answers is built from the same schemas in the same repository.
 */

/** Units change rarely; the CDN caches the answers too. */
const STALE_TIME = 10 * 60 * 1000;

/** `GET /api/reference-units/by-slug/{slug}/`: the unit a link names, with contacts and its Land's name. */
export async function getUnitBySlug(slug: string) {
  const data = await apiClient.get(unitBySlugPath(slug));
  return import.meta.env.DEV
    ? (await import('@baucheck/shared/reference-units')).publicReferenceUnitSchema.parse(data)
    : (data as PublicReferenceUnit);
}

export const unitBySlugQueryOptions = (slug: string): PublicQueryOptions<PublicReferenceUnit> => ({
  // Slugs are lower case; "/home/Lindenau" names the same unit as "/home/lindenau".
  queryKey: ['reference-units', 'by-slug', slug.toLowerCase()] as const,
  queryFn: () => getUnitBySlug(slug),
  staleTime: STALE_TIME,
});

/** The unit a `:gemeinde` names; idle without one. An unknown slug ends in a 404 error (see isUnknownUnit). */
export function useUnitBySlug(slug: string | null | undefined) {
  return usePublicQuery(unitBySlugQueryOptions(slug ?? ''), { enabled: Boolean(slug) });
}

/** Whether the answer says that no (active) unit has the slug. */
export const isUnknownUnit = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The slug of the unit a `:gemeinde` names, once known; null for none or an unknown one. */
export function useKnownGemeinde(slug: string | null | undefined): string | null {
  return useUnitBySlug(slug).data?.slug ?? null;
}

export interface UnitSearch {
  /** A name, a PLZ or an AGS, at least 2 characters; without it, `kind: 'Land'` lists the Länder. */
  q?: string;
  kind?: ReferenceUnitKind;
  /** At most this many hits (20 without). */
  limit?: number;
}

/** `GET /api/reference-units/search/`: at most 20 small hits, best first. */
export async function searchReferenceUnits(search: UnitSearch) {
  const data = await apiClient.get('/reference-units/search/', {
    query: { q: search.q, kind: search.kind, limit: search.limit },
  });
  return import.meta.env.DEV
    ? (await import('@baucheck/shared/reference-units')).unitSearchResultSchema.parse(data)
    : (data as UnitSearchHit[]);
}

export const unitSearchQueryOptions = (search: UnitSearch): PublicQueryOptions<UnitSearchHit[]> => ({
  queryKey: ['reference-units', 'search', search.kind ?? 'alle', search.q ?? '', search.limit ?? null] as const,
  queryFn: () => searchReferenceUnits(search),
  staleTime: STALE_TIME,
});

/** Every Land (16 at most): the choice of residents whose Gemeinde is not listed. */
export function useLaender() {
  return usePublicQuery(unitSearchQueryOptions({ kind: 'Land' }));
}

/** What kind of unit it is, in words: "Bundesland", or "Gemeinde in" its Land. */
export function unitKindText(unit: { kind: ReferenceUnitKind; land_name: string | null }): string {
  return unit.kind === 'Land' ? 'Bundesland' : `Gemeinde in ${unit.land_name ?? 'Deutschland'}`;
}
