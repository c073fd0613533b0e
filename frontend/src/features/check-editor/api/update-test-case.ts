import { testCaseSchema, type TestCase } from '@baucheck/shared/test-cases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { checkEditorKeys } from './query-keys.ts';

export interface TestCaseChanges {
  name?: string;
  /** Take the draft's current result over as the expected one. */
  accept_current?: true;
}

/** `PATCH /api/test-cases/{test_case_id}/` with the version read: rename, or accept the current result. */
export async function updateTestCase(testCase: Pick<TestCase, 'id' | 'version'>, changes: TestCaseChanges) {
  return testCaseSchema.parse(
    await apiClient.patch(`/test-cases/${encodeURIComponent(testCase.id)}/`, { version: testCase.version, ...changes }),
  );
}

export function useUpdateTestCase(checkId: string, unitId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ testCase, changes }: { testCase: TestCase; changes: TestCaseChanges }) =>
      updateTestCase(testCase, changes),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkEditorKeys.testCases(checkId, unitId) }),
  });
}
