import { notFound } from '#lib/errors';
import { createHandler } from '#lib/handler';
import { resolveQuickCheck } from '#services/quick-checks';
import { routes } from '../../routes.ts';

/** The published check a unit uses for a group, resolved from a few key reads; the CDN serves repeats. */
export const handler = createHandler(routes.getQuickCheck, async ({ path }) => {
  const quickCheck = await resolveQuickCheck(path.reference_unit_id, path.group);
  if (!quickCheck) throw notFound('Für diese Gemeinde gibt es zu diesem Vorhaben keinen veröffentlichten Check.');
  return { body: quickCheck };
});
