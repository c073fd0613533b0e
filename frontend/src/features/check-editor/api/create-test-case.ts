import type { Answers } from '@baucheck/shared/engine/model';
import { testCaseSchema, type TestCase } from '@baucheck/shared/test-cases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { checkEditorKeys } from './query-keys.ts';

/** `POST /api/checks/{check_id}/test-cases/`: the path clicked in the preview; the server stores the result the draft gives it. */
export async function createTestCase(
  checkId: string,
  input: { name: string; answers: Answers; unitId: string | null },
): Promise<TestCase> {
  return testCaseSchema.parse(
    await apiClient.post(`/checks/${encodeURIComponent(checkId)}/test-cases/`, {
      name: input.name,
      answers: input.answers,
      reference_unit_id: input.unitId,
    }),
  );
}

export function useCreateTestCase(checkId: string, unitId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; answers: Answers }) => createTestCase(checkId, { ...input, unitId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkEditorKeys.testCases(checkId, unitId) }),
  });
}
