import { createHandler } from '#lib/handler';
import { statisticsBetween } from '#services/statistics';
import { statisticsRoutes } from '../../routes/statistics.ts';

export const handler = createHandler(statisticsRoutes.getStatistics, async ({ query }) => ({
  body: await statisticsBetween(query.from, query.to, query.land_id),
}));
