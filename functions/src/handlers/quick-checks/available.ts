import { CHECK_GROUPS } from '@baucheck/shared/enums';
import { createPublicHandler } from '#lib/public-handler';
import { listLaender } from '#repositories/reference-units';
import { hasPublishedCheck, laenderWithPublishedCheck } from '#services/quick-checks';
import { availableCheckRoutes } from '../../routes/available-checks.ts';

/**
 * Per group: whether a published check exists for the given unit, or (without one) in any Land, and
 * for which of them. Without a unit only the Länder are looked at (16 at most, never their Gemeinden,
 * read in a few batches): a Land's check is what its Gemeinden use unless they have their own.
 */
export const handler = createPublicHandler(availableCheckRoutes.listAvailableChecks, async ({ query }) => {
  const groups = query.group ? [query.group] : CHECK_GROUPS;
  const unitId = query.reference_unit_id;
  const byGroup = unitId
    ? new Map(
        await Promise.all(
          groups.map(async (group) => [group, (await hasPublishedCheck(unitId, group)) ? [unitId] : []] as const),
        ),
      )
    : await laenderWithPublishedCheck(
        (await listLaender()).filter((land) => land.active),
        groups,
      );
  const body = groups.map((group) => {
    const ids = byGroup.get(group) ?? [];
    return { group, available: ids.length > 0, reference_unit_ids: ids };
  });
  return { body };
});
