import { createHandler } from '#lib/handler';
import { toCheck, updateCheckRecord } from '#repositories/checks';
import { canEditStructure, noAccess, territoryOf } from '#services/check-access';
import { requireCheck } from '#services/checks';
import { checkRoutes } from '../../routes/checks.ts';

export const handler = createHandler(checkRoutes.updateCheck, async ({ path, body, session }) => {
  const check = await requireCheck(path.check_id);
  if (!canEditStructure(session.user, await territoryOf(session.user), check)) throw noAccess();
  const { version, ...changes } = body;
  return { body: toCheck(await updateCheckRecord(check, version, changes)) };
});
