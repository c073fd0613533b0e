import { notFound } from '#lib/errors';
import { createPublicHandler } from '#lib/public-handler';
import { getReferenceUnit, getReferenceUnitBySlug, toReferenceUnit } from '#repositories/reference-units';
import { publicReferenceUnitRoutes } from '../../routes/public-reference-units.ts';

/** The unit a resident's link names (`/home/lindenau`): two or three key reads; a deactivated one is unknown. */
export const handler = createPublicHandler(publicReferenceUnitRoutes.getReferenceUnitBySlug, async ({ path }) => {
  // Slugs are lower case; a link typed as "/home/Lindenau" names the same Gemeinde.
  const unit = await getReferenceUnitBySlug(path.slug.toLowerCase());
  if (!unit?.active) throw notFound(`Die Gemeinde „${path.slug}“ kennen wir nicht.`);
  const land = unit.parent_id ? await getReferenceUnit(unit.parent_id) : null;
  return { body: { ...toReferenceUnit(unit), land_name: land?.name ?? null } };
});
