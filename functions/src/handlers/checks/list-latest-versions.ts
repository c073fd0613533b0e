import { createHandler } from '#lib/handler';
import { latestVersions, visibleChecks } from '#services/check-queries';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.listLatestVersions, async ({ session }) => ({
  body: await latestVersions(await visibleChecks(session.user)),
}));
