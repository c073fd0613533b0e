import { clientKey } from '#lib/client-ip';
import { notFound } from '#lib/errors';
import { createPublicHandler } from '#lib/public-handler';
import { countOne } from '#lib/metrics';
import { countCompletion } from '#repositories/statistics';
import { counted } from '#services/rate-limit';
import { COMPLETIONS_PER_CLIENT } from '#services/rate-limit-rules';
import { unitOfPublishedCheck } from '#services/quick-checks';
import { statisticsRoutes } from '../../routes/statistics.ts';

/** Counts a finished check for a unit and group that residents can actually take; nothing personal is stored. */
export const handler = createPublicHandler(statisticsRoutes.countCompletion, async ({ body, event }) => {
  const limits: Array<[typeof COMPLETIONS_PER_CLIENT, string]> = [[COMPLETIONS_PER_CLIENT, clientKey(event)]];
  const unit = await counted(limits, async () => {
    const published = await unitOfPublishedCheck(body.reference_unit_id, body.group);
    if (!published) throw notFound('Für diese Gemeinde gibt es zu diesem Vorhaben keinen veröffentlichten Check.');
    return published;
  });
  await countCompletion(
    body,
    { id: unit.id, name: unit.name, ags: unit.ags, land_id: unit.parent_id ?? unit.id },
    new Date().toISOString().slice(0, 10),
  );
  countOne('CompletedChecks', body.group);
  return { status: 204 };
});
