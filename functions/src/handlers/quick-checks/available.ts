import { CHECK_GROUPS } from '@baucheck/shared/enums';
import { createPublicHandler } from '#lib/public-handler';
import { unitsWithChecks } from '#services/availability';
import { quickCheckRoutes } from '../../routes/quick-checks.ts';

/** Per group: whether a published check exists (for the given unit, or anywhere) and for which units. */
export const handler = createPublicHandler(quickCheckRoutes.listAvailableChecks, async ({ query }) => {
  const units = (await unitsWithChecks()).filter(
    (unit) => !query.reference_unit_id || unit.id === query.reference_unit_id,
  );
  const groups = query.group ? [query.group] : CHECK_GROUPS;
  return {
    body: groups.map((group) => {
      const ids = units.filter((unit) => unit.checks[group]).map((unit) => unit.id);
      return { group, available: ids.length > 0, reference_unit_ids: ids };
    }),
  };
});
