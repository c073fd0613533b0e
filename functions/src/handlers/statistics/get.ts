import { createHandler } from '#lib/handler';
import { statisticsBetween } from '#services/statistics';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.getStatistics, async ({ query }) => ({
  body: await statisticsBetween(query.from, query.to),
}));
