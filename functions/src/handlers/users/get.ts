import { notFound } from '#lib/errors';
import { createHandler } from '#lib/handler';
import { getUserRecord, toUser } from '#repositories/users';
import { USER_NOT_FOUND_TEXT } from '#services/accounts';
import { accountRoutes } from '../../routes/accounts.ts';

export const handler = createHandler(accountRoutes.getUser, async ({ path }) => {
  const user = await getUserRecord(path.id);
  if (!user) throw notFound(USER_NOT_FOUND_TEXT);
  return { body: toUser(user) };
});
