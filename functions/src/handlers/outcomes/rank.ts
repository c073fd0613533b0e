import { createHandler } from '#lib/handler';
import { rankOutcomes } from '#services/check-content';
import { draftDetail } from '#services/check-queries';
import { checkRoutes } from '../../routes/checks.ts';

export const handler = createHandler(checkRoutes.rankOutcomes, async ({ path, body, session }) => {
  await rankOutcomes(session.user, path.check_id, path.chapter, body);
  const detail = await draftDetail(session.user, path.check_id, null);
  return { body: detail.outcomes.filter((outcome) => outcome.chapter_id === path.chapter) };
});
