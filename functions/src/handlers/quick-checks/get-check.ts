import { notFound } from '#lib/errors';
import { createPublicHandler } from '#lib/public-handler';
import { resolveTaggedQuickCheck, unchangedQuickCheckTag } from '#services/quick-checks';
import { quickCheckRoutes } from '../../routes/quick-checks.ts';

/**
 * The published check a unit uses for a group, resolved from a few key reads; the CDN serves repeats.
 * A revalidation (If-None-Match, from a browser or the CDN) whose ETag is still current is answered
 * 304 from one BatchGetItem of the records' revisions, without reading the check's content.
 */
export const handler = createPublicHandler(quickCheckRoutes.getQuickCheck, async ({ path, event }) => {
  const unchanged = await unchangedQuickCheckTag(path.reference_unit_id, path.group, event.headers['if-none-match']);
  if (unchanged) return { status: 304, headers: { ETag: unchanged } };
  const resolved = await resolveTaggedQuickCheck(path.reference_unit_id, path.group);
  if (!resolved) throw notFound('Für diese Gemeinde gibt es zu diesem Vorhaben keinen veröffentlichten Check.');
  return { body: resolved.quickCheck, headers: { ETag: resolved.etag } };
});
