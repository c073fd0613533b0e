import type { QuickCheck } from '@baucheck/shared/checks';
import type { CheckGroup } from '@baucheck/shared/enums';
import { loadLocalValues } from '#repositories/check-content';
import { getAssociation, getCheckRecord, getVersionRecord, type CheckRecord } from '#repositories/checks';
import { getReferenceUnit, toReferenceUnit, type ReferenceUnitRecord } from '#repositories/reference-units';
import { withLocalValues } from './check-definition.ts';

/*
 * The public check residents load, resolved when it is read: a few key reads (the unit and its
 * association, its Land and the Land's association, the check, its latest published version and the
 * local values of the unit and its Land), independent ones in parallel, and the CDN caches the answer.
 * Nothing is stored per unit, so publishing, associating and changing local values cost the same for 3
 * or 3,000 Gemeinden: they only drop the CDN's copies (route table `invalidates`, lib/cdn-invalidation.ts).
 */

interface ResolvedCheck {
  check: CheckRecord;
  inherited: boolean;
}

/** The published check behind a unit's own association (`own`), else behind its Land's. */
async function checkFor(own: string | null, landId: string | null, group: CheckGroup): Promise<ResolvedCheck | null> {
  const checkId = own ?? (landId ? await getAssociation(landId, group) : null);
  if (!checkId) return null;
  const check = await getCheckRecord(checkId);
  if (!check || check.deleted_at || check.latest_version === 0) return null;
  return { check, inherited: own === null };
}

/** A unit by id with its own association for the group, read together; a deactivated unit as none. */
async function unitWithAssociation(unitId: string, group: CheckGroup) {
  const [unit, own] = await Promise.all([getReferenceUnit(unitId), getAssociation(unitId, group)]);
  return { unit: unit?.active === false ? null : unit, own };
}

/** Whether residents of the unit can take a check of the group now (unknown units: no). */
export async function hasPublishedCheck(unitId: string, group: CheckGroup): Promise<boolean> {
  return (await unitOfPublishedCheck(unitId, group)) !== null;
}

/** The unit, if residents of it can take a check of the group now; null otherwise. */
export async function unitOfPublishedCheck(unitId: string, group: CheckGroup): Promise<ReferenceUnitRecord | null> {
  const { unit, own } = await unitWithAssociation(unitId, group);
  return unit !== null && (await checkFor(own, unit.parent_id, group)) !== null ? unit : null;
}

/**
 * The published check residents of a unit get for a group, with the Land's and then the unit's local
 * values over the version's own, and the unit's contact, side laws and links over its Land's; null for
 * an unknown unit or when no check is published for it.
 */
export async function resolveQuickCheck(unitId: string, group: CheckGroup): Promise<QuickCheck | null> {
  const { unit, own } = await unitWithAssociation(unitId, group);
  if (!unit) return null;
  const [land, resolved] = await Promise.all([
    unit.parent_id ? getReferenceUnit(unit.parent_id) : null,
    checkFor(own, unit.parent_id, group),
  ]);
  if (!resolved) return null;
  const { check } = resolved;
  const localUnits = land ? [land.id, unit.id] : [unit.id];
  const [version, localValues] = await Promise.all([
    getVersionRecord(check.id, check.latest_version),
    loadLocalValues(check.id, localUnits),
  ]);
  if (!version) return null;
  return {
    check_id: check.id,
    version: version.version,
    group: version.group,
    type: version.type,
    title: version.title,
    legal_basis: version.legal_basis,
    as_of: version.as_of,
    published_at: version.published_at,
    reference_unit: {
      id: unit.id,
      slug: unit.slug,
      name: unit.name,
      land_name: (land ?? unit).name,
      coat_of_arms: toReferenceUnit(unit).coat_of_arms,
    },
    contact: unit.contact,
    side_laws: { ...land?.side_laws, ...unit.side_laws },
    links: { ...land?.links, ...unit.links },
    definition: withLocalValues(version.definition, localValues, localUnits),
  };
}
