import { notFound } from '#lib/errors';
import { createHandler } from '#lib/handler';
import { getQuickCheck } from '#repositories/checks';
import { routes } from '../../routes.ts';

/** One read of the materialised public check; the CDN serves repeats. */
export const handler = createHandler(routes.getQuickCheck, async ({ path }) => {
  const quickCheck = await getQuickCheck(path.reference_unit_id, path.group);
  if (!quickCheck) throw notFound('Für diese Gemeinde gibt es zu diesem Vorhaben keinen veröffentlichten Check.');
  return { body: quickCheck };
});
