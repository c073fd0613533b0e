import type { EngineCheck } from '@baucheck/shared/engine/model';
import { caseStatus, evaluateCase, resultsDiffer, type CaseEvaluation } from '@baucheck/shared/engine/test-cases';
import type { ValidationIssue } from '@baucheck/shared/http';
import type { ConfirmedTestCase, TestCase } from '@baucheck/shared/test-cases';
import { confirmationItem, listTestCaseRecords, type TestCaseRecord } from '#repositories/test-cases';
import type { CheckRecord } from '#repositories/checks';

/*
 * Test cases re-evaluated with the shared engine (the residents' evaluation): for their list and for
 * publishing. No access rules here (services/test-cases.ts has them), so publishing imports only this.
 */

/** A case with its re-evaluation: the current result and whether it differs from the confirmed one. */
export function withEvaluation(record: TestCaseRecord, evaluation: CaseEvaluation): TestCase {
  const { result, misfit } = evaluation;
  const { changed, change_text: changeText } = caseStatus(record.name, record.expected, evaluation);
  return {
    id: record.id,
    check_id: record.check_id,
    reference_unit_id: record.reference_unit_id,
    name: record.name,
    answers: record.answers,
    expected: record.expected,
    current: result,
    misfit,
    changed,
    change_text: changeText,
    updated_at: record.updated_at,
    version: record.version,
  };
}

export const evaluated = (records: TestCaseRecord[], definition: EngineCheck) =>
  records.map((record) => withEvaluation(record, evaluateCase(definition, record.answers)));

const sameResult = (a: TestCase['current'], b: TestCase['current']) =>
  a === null || b === null ? a === b : !resultsDiffer(a, b);

/**
 * Publishing re-evaluates the check's own cases against the draft definition it is about to freeze.
 * Every changed case (another result, or answers that no longer fit) must be confirmed by the author
 * with the result the author saw: unconfirmed ones come back as problems beside the engine's, and the
 * confirmed ones give the transaction items that store their new expected results with the publish.
 */
export async function testCasesAtPublish(
  check: CheckRecord,
  definition: EngineCheck,
  confirmed: readonly ConfirmedTestCase[],
): Promise<{ problems: ValidationIssue[]; confirmations: ReturnType<typeof confirmationItem>[] }> {
  const records = await listTestCaseRecords(check.id, null);
  const confirmedResults = new Map(confirmed.map((entry) => [entry.id, entry.result]));
  const problems: ValidationIssue[] = [];
  const confirmations: ReturnType<typeof confirmationItem>[] = [];
  for (const record of records) {
    const testCase = withEvaluation(record, evaluateCase(definition, record.answers));
    if (!testCase.changed) continue;
    const seen = confirmedResults.get(record.id);
    if (seen !== undefined && sameResult(seen, testCase.current)) {
      confirmations.push(confirmationItem(record, testCase.current));
    } else {
      problems.push({
        loc: ['test_cases', record.id],
        msg: testCase.change_text ?? record.name,
        type: testCase.misfit ? 'test_case_misfit' : 'test_case_changed',
        // The result the author is shown and confirms: a confirmation carrying another result (the
        // draft changed since) is listed again instead of storing a result nobody saw.
        ctx: { current: testCase.current },
      });
    }
  }
  return { problems, confirmations };
}
