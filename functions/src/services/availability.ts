import { CHECK_GROUPS, type CheckGroup } from '@baucheck/shared/enums';
import {
  getReferenceUnits,
  listReferenceUnitsPage,
  toReferenceUnit,
  type ReferenceUnitRecord,
} from '#repositories/reference-units';
import type { UserRecord } from '#repositories/users';
import { territoryOf } from './check-access.ts';
import { resolveCheck } from './quick-checks.ts';

/** The published check a unit uses per group (own association or its Land's). */
async function checksOf(unit: ReferenceUnitRecord) {
  const resolved = await Promise.all(CHECK_GROUPS.map((group) => resolveCheck(unit, group)));
  const checks: Partial<Record<CheckGroup, { check_id: string; version: number; inherited: boolean }>> = {};
  CHECK_GROUPS.forEach((group, index) => {
    const found = resolved[index];
    if (found)
      checks[group] = { check_id: found.check.id, version: found.check.latest_version, inherited: found.inherited };
  });
  return checks;
}

const withChecks = (units: ReferenceUnitRecord[]) =>
  Promise.all(units.map(async (unit) => ({ ...toReferenceUnit(unit), checks: await checksOf(unit) })));

/** A page of units (all, or a Land's Gemeinden) with the published check each uses per group. */
export async function unitsWithChecksPage(options: { landId?: string; cursor?: string; limit: number }) {
  const page = await listReferenceUnitsPage(options);
  return { items: await withChecks(page.items), next_cursor: page.nextCursor };
}

/**
 * A page of the units a user works for, with their checks per group and their Land's name: for an
 * Administrator all units (Länder first), for Land staff their Länder and then the Gemeinden of the first
 * of them page by page, for Kommune staff their own units (one page).
 */
export async function myUnitsWithChecksPage(user: UserRecord, options: { cursor?: string; limit: number }) {
  const territory = await territoryOf(user);
  const firstLand = [...territory.landIds].sort()[0];
  const own = territory.all ? [] : await getReferenceUnits([...territory.ownUnitIds]);
  const page =
    territory.all || (territory.wholeLaender && firstLand)
      ? await listReferenceUnitsPage({
          ...options,
          landId: territory.all ? undefined : firstLand,
          includeInactive: true,
        })
      : { items: [], nextCursor: null };
  // Own units lead the first page (a Land before its Gemeinden); later pages hold only the listed ones.
  const lead = options.cursor ? [] : own.sort(byKindAndName);
  const listed = page.items.filter((unit) => !territory.ownUnitIds.has(unit.id));
  const units = [...lead, ...listed];
  const laender = await getReferenceUnits(units.map((unit) => unit.parent_id).filter((id) => id !== null));
  const names = new Map(laender.map((land) => [land.id, land.name]));
  const items = await Promise.all(
    (await withChecks(units)).map((unit) => ({
      ...unit,
      land_name: unit.parent_id ? (names.get(unit.parent_id) ?? null) : null,
    })),
  );
  return { items, next_cursor: page.nextCursor };
}

const byKindAndName = (a: ReferenceUnitRecord, b: ReferenceUnitRecord) =>
  a.kind === b.kind ? a.name.localeCompare(b.name, 'de') : a.kind === 'Land' ? -1 : 1;
