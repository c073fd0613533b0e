import { checkComparisonSchema, type CheckComparison, type EditionRef } from '@baucheck/shared/checks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { checkEditorKeys } from './query-keys.ts';

/**
 * `GET /api/checks/{check_id}/compare/?from=&to=`: the change list between two versions of the check
 * (a published version's number or `draft`), each change with its German sentence.
 */
export async function compareVersions(
  checkId: string,
  from: EditionRef,
  to: EditionRef,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CheckComparison> {
  return checkComparisonSchema.parse(
    await apiClient.get(`/checks/${encodeURIComponent(checkId)}/compare/`, { signal, query: { from, to } }),
  );
}

const comparisonKey = (checkId: string) => [...checkEditorKeys.drafts(checkId), 'compare'] as const;

/** Kept under the check's draft key: any change of the draft refreshes a comparison with it. */
export function useVersionComparison(checkId: string, from: EditionRef | null, to: EditionRef | null) {
  return useQuery({
    queryKey: [...comparisonKey(checkId), from, to] as const,
    queryFn: ({ signal }) => compareVersions(checkId, from ?? 'draft', to ?? 'draft', { signal }),
    enabled: from !== null && to !== null,
  });
}

/**
 * When each published version was published, as far as the comparisons loaded so far told it (each
 * names the dates of its two versions): no request of its own, as there is no list of all versions.
 * Call after useVersionComparison, so that a comparison just loaded is counted.
 */
export function useKnownPublicationDates(checkId: string): ReadonlyMap<number, string> {
  const queryClient = useQueryClient();
  const dates = new Map<number, string>();
  for (const [, comparison] of queryClient.getQueriesData<CheckComparison>({ queryKey: comparisonKey(checkId) }))
    for (const edition of comparison ? [comparison.from, comparison.to] : [])
      if (edition.version !== 'draft' && edition.published_at) dates.set(edition.version, edition.published_at);
  return dates;
}
