import { createHandler } from '#lib/handler';
import { exportPage } from '#services/statistics';
import { statisticsRoutes } from '../../routes/statistics.ts';

export const handler = createHandler(statisticsRoutes.exportStatistics, async ({ query }) => ({
  body: await exportPage(query.land_id, query.month, { cursor: query.cursor, limit: query.limit }),
}));
