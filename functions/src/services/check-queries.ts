import { localUnitsOf } from '@baucheck/shared/engine/local-values';
import type { CheckDetail } from '@baucheck/shared/checks';
import type { CheckGroup } from '@baucheck/shared/enums';
import { loadDraftContent, toOutcome, toSlides } from '#repositories/check-content';
import {
  getVersionRecords,
  listCheckRecords,
  toCheck,
  toPublishedVersion,
  type CheckRecord,
} from '#repositories/checks';
import { getReferenceUnit } from '#repositories/reference-units';
import type { UserRecord } from '#repositories/users';
import { assertCanSee, canSeeCheck, territoryOf } from './check-access.ts';
import { requireCheck } from './checks.ts';

/**
 * Checks the user may see, optionally only those of a group, that apply to a unit, or including deleted
 * ones. Read per Land of the user's territory (gsi2 "CHECKS_IN#<land>"), never per Gemeinde.
 * Administrators read across Germany (gsi1 "CHECKS": 16 Länder × 4 Standard checks plus the Gemeinden's
 * copies); with a group (`GET /checks/{group}/`) only that group's key range (begins_with "<group>#").
 */
export async function visibleChecks(
  user: UserRecord,
  filter: { group?: CheckGroup; referenceUnitId?: string; showDeleted?: boolean } = {},
): Promise<CheckRecord[]> {
  const [territory, unit] = await Promise.all([
    territoryOf(user),
    filter.referenceUnitId ? getReferenceUnit(filter.referenceUnitId) : null,
  ]);
  if (filter.referenceUnitId && !unit) return [];
  const unitLand = unit ? (unit.parent_id ?? unit.id) : undefined;
  const landIds = unitLand ? [unitLand] : territory.all ? [undefined] : [...territory.landIds];
  const checks = (await Promise.all(landIds.map((landId) => listCheckRecords({ landId, group: filter.group })))).flat();
  return checks
    .filter((check) => canSeeCheck(territory, check))
    .filter((check) => filter.showDeleted || !check.deleted_at)
    .filter(
      (check) =>
        !unit ||
        (check.type === 'Individuell'
          ? check.owner_unit_id === unit.id
          : unit.id === check.land_id || unit.parent_id === check.land_id),
    )
    .sort((a, b) => a.title.localeCompare(b.title, 'de'));
}

/** The newest published version of each given check that has one, in the checks' order (read in batches of 100). */
export async function latestVersions(checks: CheckRecord[]) {
  const published = checks.filter((check) => check.latest_version > 0);
  const versions = new Map(
    (await getVersionRecords(published.map((check) => ({ checkId: check.id, version: check.latest_version })))).map(
      (version) => [version.check_id, version],
    ),
  );
  return published
    .map((check) => versions.get(check.id))
    .filter((version) => version !== undefined)
    .map(toPublishedVersion);
}

/**
 * The draft for the editor, with the check's own attribute values and (given a unit) the local values
 * its residents get: the Land's, then the unit's own (the preview overlays them as residents get them).
 */
export async function draftDetail(user: UserRecord, checkId: string, unitId: string | null): Promise<CheckDetail> {
  const check = await requireCheck(checkId);
  assertCanSee(await territoryOf(user), check);
  const unitIds = localUnitsOf(check.land_id, unitId);
  const content = await loadDraftContent(check.id, unitIds);
  return { check: toCheck(check), slides: toSlides(content, unitIds), outcomes: content.outcomes.map(toOutcome) };
}
