import { notFound } from '#lib/errors';
import { createHandler } from '#lib/handler';
import { getUserRecord } from '#repositories/users';
import { deleteAccount, USER_NOT_FOUND_TEXT } from '#services/accounts';
import { accountRoutes } from '../../routes/accounts.ts';

export const handler = createHandler(accountRoutes.deleteUser, async ({ path }) => {
  const user = await getUserRecord(path.id);
  if (!user) throw notFound(USER_NOT_FOUND_TEXT);
  await deleteAccount(user);
  return { status: 204 };
});
