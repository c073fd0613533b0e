import { localUnitsOf } from '@baucheck/shared/engine/local-values';
import type { EngineCheck } from '@baucheck/shared/engine/model';
import { evaluateCase } from '@baucheck/shared/engine/test-cases';
import { MAX_TEST_CASES, type CreateTestCase, type TestCase, type UpdateTestCase } from '@baucheck/shared/test-cases';
import { deletedCheck, staleVersion } from '#lib/conditional';
import { HttpError, notFound } from '#lib/errors';
import { loadDraftContent } from '#repositories/check-content';
import type { CheckRecord } from '#repositories/checks';
import type { ReferenceUnitRecord } from '#repositories/reference-units';
import {
  createTestCaseRecord,
  deleteTestCaseRecord,
  getTestCaseRecord,
  listTestCaseRecords,
  updateTestCaseRecord,
  type TestCaseRecord,
} from '#repositories/test-cases';
import type { UserRecord } from '#repositories/users';
import { assertCanSee, canEditStructure, canEditUnitContent, noAccess, ownsCopy, territoryOf } from './check-access.ts';
import { definitionOf, withLocalValues } from './check-definition.ts';
import { requireCheck, requireUnit } from './checks.ts';
import { evaluated, withEvaluation } from './test-case-evaluation.ts';

/*
 * Test cases ("Prüffälle"): who may keep them, and their re-evaluation against the draft with the shared
 * engine (the residents' evaluation). Scopes: a check's own cases (Land staff and Administrators on
 * Standard checks; the owning Gemeinde's staff on its Individuell copy) and a unit's cases with its
 * local values of a check (the staff who may edit those values).
 */

export const TEST_CASE_NOT_FOUND_TEXT = 'Der Prüffall existiert nicht';
const UNKNOWN_SLIDES_TEXT =
  'Der Prüffall enthält Antworten zu Folien, die es in diesem Check nicht gibt. Bitte speichern Sie den Weg in der Vorschau erneut.';
const TOO_MANY_TEXT = `Ein Check kann höchstens ${MAX_TEST_CASES} Prüffälle haben. Bitte löschen Sie zuerst einen anderen.`;

/** The draft as residents of the scope would get it once published (the check's own values, or with the unit's local values). */
export async function scopeDefinition(check: CheckRecord, unit: ReferenceUnitRecord | null): Promise<EngineCheck> {
  const unitIds = localUnitsOf(unit?.parent_id ?? null, unit?.id ?? null);
  const content = await loadDraftContent(check.id, unitIds);
  const definition = definitionOf(content);
  return unitIds.length > 0 ? withLocalValues(definition, content.attributes, unitIds) : definition;
}

/** Whether the user may add, rename, delete and confirm cases of the scope. */
async function assertCanKeep(user: UserRecord, check: CheckRecord, unit: ReferenceUnitRecord | null) {
  const territory = await territoryOf(user);
  const allowed = unit
    ? canEditUnitContent(territory, check, unit)
    : canEditStructure(user, territory, check) || ownsCopy(territory, check);
  if (!allowed) throw noAccess();
}

async function assertCanRead(user: UserRecord, check: CheckRecord, unit: ReferenceUnitRecord | null) {
  const territory = await territoryOf(user);
  assertCanSee(territory, check);
  if (unit && !canEditUnitContent(territory, check, unit)) throw noAccess();
}

export async function listTestCases(user: UserRecord, checkId: string, unitId: string | null): Promise<TestCase[]> {
  const check = await requireCheck(checkId);
  const unit = unitId ? await requireUnit(unitId) : null;
  await assertCanRead(user, check, unit);
  const [records, definition] = await Promise.all([
    listTestCaseRecords(check.id, unitId),
    scopeDefinition(check, unit),
  ]);
  return evaluated(records, definition);
}

/**
 * Saves a path clicked in the preview with the result the draft gives it. Answers that do not fit the
 * draft (a slide that does not exist, a question that asks differently, a path without an end) are
 * refused with a German 422 and nothing is stored.
 */
export async function createTestCase(user: UserRecord, checkId: string, input: CreateTestCase): Promise<TestCase> {
  const check = await requireCheck(checkId);
  const unitId = input.reference_unit_id ?? null;
  const unit = unitId ? await requireUnit(unitId) : null;
  await assertCanKeep(user, check, unit);
  if (check.deleted_at) throw deletedCheck();
  const [existing, definition] = await Promise.all([
    listTestCaseRecords(check.id, unitId),
    scopeDefinition(check, unit),
  ]);
  const evaluation = evaluateCase(definition, input.answers);
  if (evaluation.misfit) {
    const msg = evaluation.misfit.code === 'unknown_slide' ? UNKNOWN_SLIDES_TEXT : evaluation.misfit.message;
    const loc = evaluation.misfit.slide_id ? ['body', 'answers', evaluation.misfit.slide_id] : ['body', 'answers'];
    throw new HttpError(422, [{ loc, msg, type: `test_case_${evaluation.misfit.code}` }]);
  }
  if (existing.length >= MAX_TEST_CASES)
    throw new HttpError(422, [{ loc: ['body'], msg: TOO_MANY_TEXT, type: 'test_case_limit' }]);
  const record = await createTestCaseRecord({
    check_id: check.id,
    reference_unit_id: unitId,
    name: input.name,
    answers: input.answers,
    expected: evaluation.result,
    created_by: user.id,
    standard_check_id: dependsOn(check, unitId),
  });
  return withEvaluation(record, evaluation);
}

/** The Standard check a case depends on beyond its own check: a Gemeinde's local values of it, or its copy's source. */
function dependsOn(check: CheckRecord, unitId: string | null): string | null {
  if (check.type === 'Individuell') return check.source_check_id;
  return unitId && unitId !== check.land_id ? check.id : null;
}

async function requireCase(caseId: string): Promise<TestCaseRecord> {
  const record = await getTestCaseRecord(caseId);
  if (!record) throw notFound(TEST_CASE_NOT_FOUND_TEXT);
  return record;
}

/** Renames a case or takes the draft's current result over as its expected result. */
export async function updateTestCase(user: UserRecord, caseId: string, input: UpdateTestCase): Promise<TestCase> {
  const record = await requireCase(caseId);
  const check = await requireCheck(record.check_id);
  const unit = record.reference_unit_id ? await requireUnit(record.reference_unit_id) : null;
  await assertCanKeep(user, check, unit);
  if (check.deleted_at) throw deletedCheck();
  if (record.version !== input.version) throw staleVersion();
  const definition = await scopeDefinition(check, unit);
  const evaluation = evaluateCase(definition, record.answers);
  const updated = await updateTestCaseRecord(record, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.accept_current ? { expected: evaluation.result } : {}),
  });
  return withEvaluation(updated, evaluation);
}

export async function deleteTestCase(user: UserRecord, caseId: string, version: number): Promise<void> {
  const record = await requireCase(caseId);
  const check = await requireCheck(record.check_id);
  const unit = record.reference_unit_id ? await requireUnit(record.reference_unit_id) : null;
  await assertCanKeep(user, check, unit);
  if (record.version !== version) throw staleVersion();
  await deleteTestCaseRecord(record, version);
}
