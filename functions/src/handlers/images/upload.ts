import { MEDIA_BASE } from '@baucheck/shared/http';
import { invalidatePublicReads } from '#lib/cdn-invalidation';
import { createHandler } from '#lib/handler';
import { setCoatOfArms } from '#repositories/reference-units';
import { inTerritory, noAccess, territoryOf } from '#services/check-access';
import { requireUnit } from '#services/checks';
import { deleteImage, readImageUpload, storeImage } from '#services/uploads';
import { imageRoutes } from '../../routes/images.ts';

/**
 * Stores an image for a unit in the user's territory under a generated key. As a coat of arms it
 * replaces the unit's previous one (deleted afterwards) and reaches residents' pages at once. Slide
 * images are kept even when a draft stops using them: published versions may still show them.
 */
export const handler = createHandler(imageRoutes.uploadImage, async ({ query, event, session }) => {
  const unit = await requireUnit(query.reference_unit_id);
  const territory = await territoryOf(session.user);
  if (!inTerritory(territory, unit)) throw noAccess();
  const upload = await readImageUpload(event);
  const key = await storeImage(upload.file, `units/${unit.id}`);
  if (query.purpose === 'coat_of_arms') {
    await setCoatOfArms(unit.id, key);
    if (unit.coat_of_arms_key) await deleteImage(unit.coat_of_arms_key);
    await invalidatePublicReads(['quick-checks']);
  }
  return { status: 201, body: { path: `${MEDIA_BASE}/${key}` } };
});
