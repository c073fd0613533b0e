import { checkComparisonSchema, type CheckComparison, type EditionRef } from '@baucheck/shared/checks';
import { useQuery } from '@tanstack/react-query';
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

/** Kept under the check's draft key: any change of the draft refreshes a comparison with it. */
export function useVersionComparison(checkId: string, from: EditionRef | null, to: EditionRef | null) {
  return useQuery({
    queryKey: [...checkEditorKeys.drafts(checkId), 'compare', from, to] as const,
    queryFn: ({ signal }) => compareVersions(checkId, from ?? 'draft', to ?? 'draft', { signal }),
    enabled: from !== null && to !== null,
  });
}
