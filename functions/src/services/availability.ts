import { CHECK_GROUPS, type CheckGroup } from '@baucheck/shared/enums';
import { listReferenceUnits, toReferenceUnit, type ReferenceUnitRecord } from '#repositories/reference-units';
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

/** Every unit with the published check it uses per group (own association or its Land's). */
export async function unitsWithChecks() {
  const units = await listReferenceUnits();
  return Promise.all(units.map(async (unit) => ({ ...toReferenceUnit(unit), checks: await checksOf(unit) })));
}

/**
 * The units a user works for (`territoryOf`: an Administrator every unit, Land staff their Länder and
 * their Gemeinden, Kommune staff their own units), Länder first, then Gemeinden, each by name; with
 * their checks per group and their Land's name.
 */
export async function myUnitsWithChecks(user: UserRecord) {
  const units = await listReferenceUnits();
  const territory = await territoryOf(user, units);
  const names = new Map(units.map((unit) => [unit.id, unit.name]));
  const mine = units
    .filter((unit) => territory.all || territory.unitIds.has(unit.id))
    // listReferenceUnits sorts by name; the stable sort keeps that order within each kind.
    .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'Land' ? -1 : 1));
  return Promise.all(
    mine.map(async (unit) => ({
      ...toReferenceUnit(unit),
      land_name: unit.parent_id ? (names.get(unit.parent_id) ?? null) : null,
      checks: await checksOf(unit),
    })),
  );
}
