import { createHandler } from '#lib/handler';
import { latestVersions, visibleChecks } from '#services/check-queries';
import { checkRoutes } from '../../routes/checks.ts';

export const handler = createHandler(checkRoutes.listLatestVersions, async ({ session }) => ({
  body: await latestVersions(await visibleChecks(session.user)),
}));
