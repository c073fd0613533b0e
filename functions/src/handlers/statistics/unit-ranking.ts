import { createHandler } from '#lib/handler';
import { unitRankingPage } from '#services/statistics';
import { statisticsRoutes } from '../../routes/statistics.ts';

export const handler = createHandler(statisticsRoutes.getUnitRanking, async ({ query }) => ({
  body: await unitRankingPage(query.land_id, query.from, query.to, { cursor: query.cursor, limit: query.limit }),
}));
