import { createHandler } from '#lib/handler';
import { compareVersions } from '#services/check-comparison';
import { checkRoutes } from '../../routes/checks.ts';

export const handler = createHandler(checkRoutes.compareCheckVersions, async ({ path, query, session }) => ({
  body: await compareVersions(session.user, path.check_id, query.from, query.to),
}));
