import { CHECK_GROUPS, type CheckGroup } from '@baucheck/shared/enums';
import { listReferenceUnits, toReferenceUnit } from '#repositories/reference-units';
import { resolveCheck } from './quick-checks.ts';

/** Every unit with the published check it uses per group (own association or its Land's). */
export async function unitsWithChecks() {
  const units = await listReferenceUnits();
  return Promise.all(
    units.map(async (unit) => {
      const checks: Partial<Record<CheckGroup, { check_id: string; version: number; inherited: boolean }>> = {};
      for (const group of CHECK_GROUPS) {
        const resolved = await resolveCheck(unit, group);
        if (resolved)
          checks[group] = {
            check_id: resolved.check.id,
            version: resolved.check.latest_version,
            inherited: resolved.inherited,
          };
      }
      return { ...toReferenceUnit(unit), checks };
    }),
  );
}
