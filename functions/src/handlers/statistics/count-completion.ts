import { clientIp } from '#lib/client-ip';
import { notFound } from '#lib/errors';
import { createPublicHandler } from '#lib/public-handler';
import { countOne } from '#lib/metrics';
import { countCompletion } from '#repositories/statistics';
import { assertNotLimited, recordHits } from '#services/rate-limit';
import { COMPLETIONS_PER_CLIENT } from '#services/rate-limit-rules';
import { hasPublishedCheck } from '#services/quick-checks';
import { statisticsRoutes } from '../../routes/statistics.ts';

/** Counts a finished check for a unit and group that residents can actually take; nothing personal is stored. */
export const handler = createPublicHandler(statisticsRoutes.countCompletion, async ({ body, event }) => {
  const limits: Array<[typeof COMPLETIONS_PER_CLIENT, string]> = [[COMPLETIONS_PER_CLIENT, clientIp(event)]];
  await assertNotLimited(limits);
  if (!(await hasPublishedCheck(body.reference_unit_id, body.group))) {
    throw notFound('Für diese Gemeinde gibt es zu diesem Vorhaben keinen veröffentlichten Check.');
  }
  await recordHits(limits);
  await countCompletion(body, new Date().toISOString().slice(0, 10));
  countOne('CompletedChecks', body.group);
  return { status: 204 };
});
