import type { TestCase } from '@baucheck/shared/test-cases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { checkEditorKeys } from './query-keys.ts';

/** `DELETE /api/test-cases/{test_case_id}/` with the version read. */
export async function deleteTestCase(testCase: Pick<TestCase, 'id' | 'version'>): Promise<void> {
  await apiClient.delete(`/test-cases/${encodeURIComponent(testCase.id)}/`, { body: { version: testCase.version } });
}

export function useDeleteTestCase(checkId: string, unitId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTestCase,
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkEditorKeys.testCases(checkId, unitId) }),
  });
}
