import type { EngineCheck } from '@baucheck/shared/engine/model';
import { caseStatus, evaluateCase, resultsDiffer, type CaseEvaluation } from '@baucheck/shared/engine/test-cases';
import type { ValidationIssue } from '@baucheck/shared/http';
import type { ConfirmedTestCase, TestCase } from '@baucheck/shared/test-cases';
import { localUnitsOf } from '@baucheck/shared/engine/local-values';
import { loadLocalValues } from '#repositories/check-content';
import { confirmationItem, listTestCaseRecords, type TestCaseRecord } from '#repositories/test-cases';
import type { CheckRecord } from '#repositories/checks';
import { withLocalValues } from './check-definition.ts';

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
 * The unit whose cases a publish checks beside the check's own: a Standard check's Land (cases with the
 * Land's local values; a Gemeinde's cases are shown by the impact instead), an Individuell copy's owning
 * Gemeinde (cases with its local values). Their results change with the publish too.
 */
const publishedScopeOf = (check: CheckRecord): string | null =>
  check.type === 'Individuell' ? check.owner_unit_id : check.land_id;

/**
 * Publishing re-evaluates the check's own cases, and those of the Land or owning Gemeinde (with their
 * local values), against the draft definition it is about to freeze. Every changed case (another
 * result, or answers that no longer fit) must be confirmed by the author with the result the author
 * saw (`ctx.current` of its issue): unconfirmed ones come back as problems beside the engine's, and the
 * confirmed ones give the transaction items that store their new expected results with the publish.
 */
export async function testCasesAtPublish(
  check: CheckRecord,
  definition: EngineCheck,
  confirmed: readonly ConfirmedTestCase[],
): Promise<{ problems: ValidationIssue[]; confirmations: ReturnType<typeof confirmationItem>[] }> {
  const unitId = publishedScopeOf(check);
  const unitIds = localUnitsOf(check.land_id, unitId);
  const [own, scoped, localValues] = await Promise.all([
    listTestCaseRecords(check.id, null),
    unitId ? listTestCaseRecords(check.id, unitId) : [],
    unitId ? loadLocalValues(check.id, unitIds) : [],
  ]);
  const scopedDefinition = withLocalValues(definition, localValues, unitIds);
  const confirmedResults = new Map(confirmed.map((entry) => [entry.id, entry.result]));
  const problems: ValidationIssue[] = [];
  const confirmations: ReturnType<typeof confirmationItem>[] = [];
  const cases = [
    ...own.map((record) => ({ record, definition })),
    ...scoped.map((record) => ({ record, definition: scopedDefinition })),
  ];
  for (const { record, definition: casesDefinition } of cases) {
    const testCase = withEvaluation(record, evaluateCase(casesDefinition, record.answers));
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
