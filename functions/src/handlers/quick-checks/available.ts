import { CHECK_GROUPS } from '@baucheck/shared/enums';
import { createPublicHandler } from '#lib/public-handler';
import { listLaender } from '#repositories/reference-units';
import { hasPublishedCheck } from '#services/quick-checks';
import { availableCheckRoutes } from '../../routes/available-checks.ts';

/**
 * Per group: whether a published check exists for the given unit, or (without one) in any Land, and
 * for which of them. Without a unit only the Länder are looked at (16 at most, never their Gemeinden):
 * a Land's check is what its Gemeinden use unless they have their own.
 */
export const handler = createPublicHandler(availableCheckRoutes.listAvailableChecks, async ({ query }) => {
  const unitIds = query.reference_unit_id
    ? [query.reference_unit_id]
    : (await listLaender()).filter((land) => land.active).map((land) => land.id);
  const groups = query.group ? [query.group] : CHECK_GROUPS;
  const body = await Promise.all(
    groups.map(async (group) => {
      const found = await Promise.all(unitIds.map((id) => hasPublishedCheck(id, group)));
      const ids = unitIds.filter((_, index) => found[index]);
      return { group, available: ids.length > 0, reference_unit_ids: ids };
    }),
  );
  return { body };
});
