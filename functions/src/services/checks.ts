import { localUnitsOf } from '@baucheck/shared/engine/local-values';
import type { CheckGroup } from '@baucheck/shared/enums';
import { validateCheck } from '@baucheck/shared/engine/validate';
import type { ConfirmedTestCase } from '@baucheck/shared/test-cases';
import { staleVersion } from '#lib/conditional';
import { HttpError, notFound } from '#lib/errors';
import {
  attributeItem,
  loadDraftContent,
  loadLocalValues,
  outcomeItem,
  responseItem,
  slideItem,
  type AttributeRecord,
} from '#repositories/check-content';
import { newCheckId, newChildId } from '#repositories/check-keys';
import {
  associate,
  associationsOf,
  createCheckRecord,
  disassociate,
  getAssociation,
  getCheckRecord,
  getVersionRecord,
  publishVersion,
  updateCheckRecord,
  writeCopy,
  type CheckRecord,
} from '#repositories/checks';
import { getReferenceUnit, type ReferenceUnitRecord } from '#repositories/reference-units';
import type { UserRecord } from '#repositories/users';
import { newItemMeta } from '../data/table-design.ts';
import {
  canEditStructure,
  canEditUnitContent,
  checkAppliesTo,
  inTerritory,
  noAccess,
  ownsCopy,
  territoryOf,
  type Territory,
} from './check-access.ts';
import { definitionOf, withLocalValues } from './check-definition.ts';
import { testCasesAtPublish } from './test-case-evaluation.ts';

export const CHECK_NOT_FOUND_TEXT = 'Der Check existiert nicht';
export const UNIT_NOT_FOUND_TEXT = 'Die Bezugseinheit existiert nicht';

export async function requireCheck(checkId: string): Promise<CheckRecord> {
  const check = await getCheckRecord(checkId);
  if (!check) throw notFound(CHECK_NOT_FOUND_TEXT);
  return check;
}

export async function requireUnit(unitId: string): Promise<ReferenceUnitRecord> {
  const unit = await getReferenceUnit(unitId);
  if (!unit) throw notFound(UNIT_NOT_FOUND_TEXT);
  return unit;
}

const conflict = (detail: string) => new HttpError(409, detail);

/** A new Standard check of a Land, as an empty draft. */
export async function createStandardCheck(
  user: UserRecord,
  input: { group: CheckGroup; title: string; land_id: string; legal_basis: string; as_of: string },
): Promise<CheckRecord> {
  const land = await requireUnit(input.land_id);
  if (land.kind !== 'Land')
    throw new HttpError(422, [{ loc: ['body', 'land_id'], msg: 'Bitte ein Land wählen.', type: 'value_error' }]);
  const territory = await territoryOf(user);
  if (!territory.all && !territory.landIds.has(land.id)) throw noAccess();
  return createCheckRecord({
    id: newCheckId(),
    type: 'Standard',
    owner_unit_id: null,
    source_check_id: null,
    ...input,
  });
}

/** Structure editors of the check; Kommune staff may additionally publish their own Individuell checks. */
function assertCanPublish(user: UserRecord, territory: Territory, check: CheckRecord) {
  if (!canEditStructure(user, territory, check) && !ownsCopy(territory, check)) throw noAccess();
}

/**
 * Validates the draft with the engine and, when it has no problem, freezes it as the next published
 * version. Every problem is listed (422) with the slide it concerns in `loc`. One transaction, whatever
 * the number of units using the check: residents' next uncached read resolves the new version
 * (services/quick-checks.ts), and a publish that fails changes nothing.
 */
export async function publishCheck(
  user: UserRecord,
  checkId: string,
  contentRevision: number,
  confirmedTestCases: readonly ConfirmedTestCase[] = [],
): Promise<CheckRecord> {
  const check = await requireCheck(checkId);
  assertCanPublish(user, await territoryOf(user), check);
  if (check.deleted_at) throw conflict('Ein gelöschter Check kann nicht veröffentlicht werden.');
  if (check.content_revision !== contentRevision) throw staleVersion();

  const definition = definitionOf(await loadDraftContent(check.id));
  const problems = validateCheck(definition);
  // The check's test cases against the same definition: a changed result the author has not confirmed
  // is listed beside the engine's problems; confirmed ones are stored with the publish, atomically.
  const testCases = await testCasesAtPublish(check, definition, confirmedTestCases);
  if (problems.length > 0 || testCases.problems.length > 0) {
    throw new HttpError(422, [
      ...problems.map((problem) => ({
        loc: problem.slide_id ? ['draft', 'slides', problem.slide_id] : ['draft'],
        msg: problem.message,
        type: problem.code,
      })),
      ...testCases.problems,
    ]);
  }
  const published = await publishVersion(
    check,
    {
      check_id: check.id,
      version: check.latest_version + 1,
      group: check.group,
      type: check.type,
      title: check.title,
      land_id: check.land_id,
      legal_basis: check.legal_basis,
      as_of: check.as_of,
      published_at: new Date().toISOString(),
      published_by: user.id,
      definition,
    },
    testCases.confirmations,
  );
  return published;
}

/**
 * A Gemeinde's own copy (Individuell) of a Land's published Standard check: the published structure
 * with new ids, and the local values its residents got (the Land's, then the Gemeinde's) taken over as
 * the copy's own values.
 */
export async function duplicateCheck(user: UserRecord, checkId: string, unitId: string): Promise<CheckRecord> {
  const source = await requireCheck(checkId);
  const unit = await requireUnit(unitId);
  const territory = await territoryOf(user);
  if (source.type !== 'Standard' || source.deleted_at)
    throw conflict('Nur ein bestehender Standard-Check kann dupliziert werden.');
  if (unit.kind !== 'Gemeinde' || unit.parent_id !== source.land_id) {
    throw new HttpError(422, [
      {
        loc: ['body', 'reference_unit_id'],
        msg: 'Bitte eine Gemeinde des Landes dieses Checks wählen.',
        type: 'value_error',
      },
    ]);
  }
  if (!inTerritory(territory, unit)) throw noAccess();
  const version = source.latest_version > 0 ? await getVersionRecord(source.id, source.latest_version) : null;
  if (!version) throw conflict('Der Check muss zuerst veröffentlicht werden, bevor er dupliziert werden kann.');

  // What the Gemeinde's residents got from the original: the Land's local values, then its own.
  const localUnits = localUnitsOf(source.land_id, unit.id);
  const definition = withLocalValues(version.definition, await loadLocalValues(source.id, localUnits), localUnits);
  const id = newCheckId();
  const ids = new Map<string, string>();
  const mapped = (old: string | null) => (old === null ? null : (ids.get(old) ?? old));
  for (const slide of definition.slides) ids.set(slide.id, newChildId(id));
  for (const outcome of definition.outcomes) ids.set(outcome.id, newChildId(id));

  const items: Array<Record<string, unknown>> = [];
  for (const slide of definition.slides) {
    const slideId = mapped(slide.id) as string;
    items.push(slideItem({ id: slideId, check_id: id, type: slide.type, position: slide.position, ...newItemMeta() }));
    for (const [key, value] of Object.entries(slide.attributes)) {
      items.push(
        attributeItem({
          id: newChildId(id),
          check_id: id,
          slide_id: slideId,
          key: key as AttributeRecord['key'],
          value,
          reference_unit_id: null,
          ...newItemMeta(),
        }),
      );
    }
    for (const response of slide.responses) {
      items.push(
        responseItem({
          ...response,
          id: newChildId(id),
          check_id: id,
          slide_id: slideId,
          next_slide_id: mapped(response.next_slide_id),
          outcome_id: mapped(response.outcome_id),
          ...newItemMeta(),
        }),
      );
    }
  }
  for (const outcome of definition.outcomes) {
    items.push(
      outcomeItem({
        ...outcome,
        id: mapped(outcome.id) as string,
        check_id: id,
        chapter_id: mapped(outcome.chapter_id) as string,
        ...newItemMeta(),
      }),
    );
  }
  const now = newItemMeta();
  return writeCopy(
    {
      id,
      group: source.group,
      type: 'Individuell',
      title: `${version.title} – ${unit.name}`,
      land_id: source.land_id,
      owner_unit_id: unit.id,
      source_check_id: source.id,
      legal_basis: version.legal_basis,
      as_of: version.as_of,
      latest_version: 0,
      content_revision: 1,
      land_associated: false,
      associated_gemeinden: 0,
      deleted_at: null,
      ...now,
    },
    items,
  );
}

/** Makes a unit use this check for its group (replacing the unit's previous one). */
export async function associateCheck(user: UserRecord, checkId: string, unitId: string): Promise<CheckRecord> {
  const check = await requireCheck(checkId);
  const unit = await requireUnit(unitId);
  if (!canEditUnitContent(await territoryOf(user), check, unit)) {
    if (!checkAppliesTo(check, unit))
      throw new HttpError(422, [
        {
          loc: ['path', 'reference_unit_id'],
          msg: 'Dieser Check gilt nicht für diese Bezugseinheit.',
          type: 'value_error',
        },
      ]);
    throw noAccess();
  }
  if (check.deleted_at) throw conflict('Ein gelöschter Check kann nicht zugeordnet werden.');
  if (check.latest_version === 0)
    throw conflict('Der Check muss zuerst veröffentlicht werden, bevor er zugeordnet werden kann.');
  const previousId = await getAssociation(unit.id, check.group);
  // Already this unit's check: nothing to write, nothing to count twice.
  if (previousId === check.id) return check;
  const previous = previousId ? { id: previousId, record: await getCheckRecord(previousId) } : null;
  return associate(check, unit, previous);
}

export async function disassociateCheck(user: UserRecord, checkId: string, unitId: string): Promise<CheckRecord> {
  const check = await requireCheck(checkId);
  const unit = await requireUnit(unitId);
  if (!canEditUnitContent(await territoryOf(user), check, unit)) throw noAccess();
  if ((await getAssociation(unit.id, check.group)) !== check.id)
    throw notFound('Der Check ist dieser Bezugseinheit nicht zugeordnet.');
  return disassociate(check, unit.id);
}

/** Soft delete (refused while units still use the check) and restore. */
export async function setCheckDeleted(
  user: UserRecord,
  checkId: string,
  version: number,
  deleted: boolean,
): Promise<CheckRecord> {
  const check = await requireCheck(checkId);
  if (!canEditStructure(user, await territoryOf(user), check)) throw noAccess();
  const users = associationsOf(check);
  if (deleted && (users.land || users.gemeinden > 0)) {
    throw conflict('Der Check ist noch Bezugseinheiten zugeordnet. Bitte heben Sie zuerst die Zuordnungen auf.');
  }
  return updateCheckRecord(check, version, { deleted_at: deleted ? new Date().toISOString() : null });
}
