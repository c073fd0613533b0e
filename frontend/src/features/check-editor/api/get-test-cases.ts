import { testCaseListSchema, type TestCase } from '@baucheck/shared/test-cases';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { checkEditorKeys } from './query-keys.ts';

/**
 * `GET /api/checks/{check_id}/test-cases/?reference_unit_id=`: the check's test cases (given a unit:
 * those with the unit's local values), each with its confirmed result. The editor re-evaluates them
 * against the draft it shows with the same engine, so an edit shows its effect at once.
 */
export async function getTestCases(
  checkId: string,
  unitId: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TestCase[]> {
  return testCaseListSchema.parse(
    await apiClient.get(`/checks/${encodeURIComponent(checkId)}/test-cases/`, {
      signal,
      query: { reference_unit_id: unitId },
    }),
  );
}

export const testCasesQueryOptions = (checkId: string, unitId: string | null) =>
  queryOptions({
    queryKey: checkEditorKeys.testCases(checkId, unitId),
    queryFn: ({ signal }) => getTestCases(checkId, unitId, { signal }),
  });

export const useTestCases = (checkId: string, unitId: string | null) =>
  useQuery(testCasesQueryOptions(checkId, unitId));
