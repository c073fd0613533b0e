import { notFound } from '#lib/errors';
import { createPublicHandler } from '#lib/public-handler';
import { resolveQuickCheck } from '#services/quick-checks';
import { quickCheckRoutes } from '../../routes/quick-checks.ts';

/** The published check a unit uses for a group, resolved from a few key reads; the CDN serves repeats. */
export const handler = createPublicHandler(quickCheckRoutes.getQuickCheck, async ({ path }) => {
  const quickCheck = await resolveQuickCheck(path.reference_unit_id, path.group);
  if (!quickCheck) throw notFound('Für diese Gemeinde gibt es zu diesem Vorhaben keinen veröffentlichten Check.');
  return { body: quickCheck };
});
