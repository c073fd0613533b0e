import { CHECK_GROUPS, type CheckGroup } from '@baucheck/shared/enums';
import type { ReferenceUnitWithChecks } from '@baucheck/shared/reference-units';
import { getAssociations, getCheckRecords, type CheckRecord } from '#repositories/checks';
import { listReferenceUnitsPage, toReferenceUnit, type ReferenceUnitRecord } from '#repositories/reference-units';

/*
 * Which published check each unit of a page uses per group, as the public check resolves it
 * (services/quick-checks.ts: the unit's own association, else its Land's; nothing if that check is
 * deleted or unpublished). Resolved for the whole page at once, so a page of 50 Gemeinden of one Land
 * costs one Query of each unit's associations, one of its Land's and one BatchGetItem of the checks
 * they name, instead of up to twelve GetItems per unit.
 */

type Associations = Partial<Record<CheckGroup, string>>;
type UnitChecks = ReferenceUnitWithChecks['checks'];

/** The checks of every unit of a page, with each Land's associations and each check read once. */
export async function checksOfUnits(units: readonly ReferenceUnitRecord[]): Promise<Map<string, UnitChecks>> {
  const own = await Promise.all(units.map((unit) => getAssociations(unit.id)));
  const ownOf = new Map(units.map((unit, index) => [unit.id, own[index] ?? {}]));
  // A Land on the page has its associations read already; the others are read once each.
  const landIds = [...new Set(units.map((unit) => unit.parent_id).filter((id) => id !== null))];
  const missing = landIds.filter((id) => !ownOf.has(id));
  const landAssociations = new Map<string, Associations>(
    landIds.filter((id) => ownOf.has(id)).map((id) => [id, ownOf.get(id) ?? {}]),
  );
  (await Promise.all(missing.map((id) => getAssociations(id)))).forEach((associations, index) =>
    landAssociations.set(missing[index] as string, associations),
  );

  const checkIds = [...ownOf.values(), ...landAssociations.values()].flatMap((associations) =>
    Object.values(associations),
  );
  const checks = new Map((await getCheckRecords(checkIds)).map((check) => [check.id, check]));

  return new Map(
    units.map((unit) => {
      const unitOwn = ownOf.get(unit.id) ?? {};
      const landOwn = unit.parent_id ? (landAssociations.get(unit.parent_id) ?? {}) : {};
      const result: UnitChecks = {};
      for (const group of CHECK_GROUPS) {
        const found = resolved(unitOwn[group] ?? null, landOwn[group] ?? null, checks);
        if (found) result[group] = found;
      }
      return [unit.id, result];
    }),
  );
}

/** As quick-checks.ts resolves it: the unit's own association wins even when its check is not published. */
function resolved(own: string | null, land: string | null, checks: Map<string, CheckRecord>) {
  const checkId = own ?? land;
  const check = checkId ? checks.get(checkId) : undefined;
  if (!check || check.deleted_at || check.latest_version === 0) return null;
  return { check_id: check.id, version: check.latest_version, inherited: own === null };
}

/** The units with the published check each uses per group. */
export async function withChecks(units: readonly ReferenceUnitRecord[]): Promise<ReferenceUnitWithChecks[]> {
  const checks = await checksOfUnits(units);
  return units.map((unit) => ({ ...toReferenceUnit(unit), checks: checks.get(unit.id) ?? {} }));
}

/** A page of units (all, or a Land's Gemeinden) with the published check each uses per group. */
export async function unitsWithChecksPage(options: { landId?: string; cursor?: string; limit: number }) {
  const page = await listReferenceUnitsPage(options);
  return { items: await withChecks(page.items), next_cursor: page.nextCursor };
}
