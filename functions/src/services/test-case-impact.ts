import { localUnitsOf } from '@baucheck/shared/engine/local-values';
import { caseStatus, evaluateCase } from '@baucheck/shared/engine/test-cases';
import { MAX_CHANGE_TEXTS, type TestCaseImpactItem } from '@baucheck/shared/test-cases';
import { HttpError } from '#lib/errors';
import { loadDraftContent, loadLocalValues } from '#repositories/check-content';
import { getCheckRecords } from '#repositories/checks';
import { getReferenceUnits } from '#repositories/reference-units';
import { pageDependantCases } from '#repositories/test-cases';
import type { UserRecord } from '#repositories/users';
import { canEditStructure, noAccess, territoryOf } from './check-access.ts';
import { definitionOf, withLocalValues } from './check-definition.ts';
import { requireCheck } from './checks.ts';

/**
 * The impact of a Standard check's draft across its Gemeinden, one page of dependant test cases at a
 * time. The cases are found by one Query of the index keyed by the Standard check (never by reading
 * each Gemeinde's content); only the local values of the Gemeinden on the page are read, so a
 * request's work is bounded by the page size whatever the number of Gemeinden in the Land.
 */
export async function testCaseImpact(
  user: UserRecord,
  checkId: string,
  page: { cursor?: string; limit: number },
): Promise<{ items: TestCaseImpactItem[]; next_cursor: string | null }> {
  const check = await requireCheck(checkId);
  if (!canEditStructure(user, await territoryOf(user), check)) throw noAccess();
  if (check.type !== 'Standard')
    throw new HttpError(422, [
      { loc: ['path', 'check_id'], msg: 'Auswirkungen gibt es nur für Standard-Checks.', type: 'value_error' },
    ]);
  const [content, cases] = await Promise.all([loadDraftContent(check.id), pageDependantCases(check.id, page)]);
  const definition = definitionOf(content);
  const ownCases = cases.items.filter((testCase) => testCase.check_id === check.id && testCase.reference_unit_id);
  const gemeindeIds = [...new Set(ownCases.map((testCase) => testCase.reference_unit_id as string))];
  const copyIds = [...new Set(cases.items.filter((testCase) => testCase.check_id !== check.id).map((c) => c.check_id))];
  const [localValues, copies] = await Promise.all([
    loadLocalValues(check.id, [check.land_id, ...gemeindeIds]),
    getCheckRecords(copyIds),
  ]);
  // A deleted copy (kept for its history) or one gone by now is no dependant whose cases matter.
  const ownerOf = new Map(copies.filter((copy) => !copy.deleted_at).map((copy) => [copy.id, copy.owner_unit_id ?? '']));
  const units = new Map(
    (await getReferenceUnits([...gemeindeIds, ...ownerOf.values()].filter(Boolean))).map((unit) => [unit.id, unit]),
  );

  // The draft as each Gemeinde's residents would get it: the Land's, then the Gemeinde's local values.
  const definitions = new Map<string, ReturnType<typeof definitionOf>>();
  const definitionFor = (unitId: string) => {
    let found = definitions.get(unitId);
    if (!found)
      definitions.set(unitId, (found = withLocalValues(definition, localValues, localUnitsOf(check.land_id, unitId))));
    return found;
  };
  const items = new Map<string, TestCaseImpactItem>();
  for (const testCase of cases.items) {
    const own = testCase.check_id === check.id;
    if (!own && !ownerOf.has(testCase.check_id)) continue;
    const unitId = own ? (testCase.reference_unit_id ?? '') : (ownerOf.get(testCase.check_id) ?? '');
    const key = `${testCase.check_id}#${unitId}`;
    const item = items.get(key) ?? {
      kind: own ? ('Gemeinde' as const) : ('Individuell' as const),
      reference_unit_id: unitId,
      unit_name: units.get(unitId)?.name ?? unitId,
      check_id: testCase.check_id,
      cases: 0,
      changed: 0,
      changes: [],
    };
    items.set(key, item);
    item.cases += 1;
    if (!own) continue;
    const status = caseStatus(testCase.name, testCase.expected, evaluateCase(definitionFor(unitId), testCase.answers));
    if (!status.changed) continue;
    item.changed += 1;
    if (status.change_text && item.changes.length < MAX_CHANGE_TEXTS) item.changes.push(status.change_text);
  }
  return { items: [...items.values()], next_cursor: cases.nextCursor };
}
