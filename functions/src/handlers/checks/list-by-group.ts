import { createHandler } from '#lib/handler';
import { toCheck } from '#repositories/checks';
import { latestVersions, visibleChecks } from '#services/check-queries';
import { checkRoutes } from '../../routes/checks.ts';

export const handler = createHandler(checkRoutes.listChecksByGroup, async ({ path, query, session }) => {
  const checks = await visibleChecks(session.user, { group: path.group, referenceUnitId: query.reference_unit_id });
  return { body: query.is_draft ? checks.map(toCheck) : await latestVersions(checks) };
});
