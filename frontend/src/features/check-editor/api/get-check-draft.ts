import { checkDetailSchema, type CheckDetail } from '@baucheck/shared/checks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { checkEditorKeys } from './query-keys.ts';

/**
 * `GET /api/checks/{check_id}/draft/?reference_unit_id=`: the whole draft (check with its version and
 * content revision, slides in order with attributes and responses, outcomes). Attributes are the
 * check's own values (reference_unit_id null) and, given a unit, that unit's local values.
 */
export async function getCheckDraft(
  checkId: string,
  unitId: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CheckDetail> {
  return checkDetailSchema.parse(
    await apiClient.get(`/checks/${encodeURIComponent(checkId)}/draft/`, {
      signal,
      query: { reference_unit_id: unitId },
    }),
  );
}

export const checkDraftQueryOptions = (checkId: string, unitId: string | null = null) =>
  queryOptions({
    queryKey: checkEditorKeys.draft(checkId, unitId),
    queryFn: ({ signal }) => getCheckDraft(checkId, unitId, { signal }),
  });

export function useCheckDraft(checkId: string | null, unitId: string | null = null) {
  return useQuery({ ...checkDraftQueryOptions(checkId ?? '', unitId), enabled: checkId !== null });
}
