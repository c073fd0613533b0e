import { notFound } from '#lib/errors';
import { createHandler } from '#lib/handler';
import { deleteUserRecord, getUserRecord } from '#repositories/users';
import { USER_NOT_FOUND_TEXT } from '#services/accounts';
import { deleteIdentity } from '#services/identity';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.deleteUser, async ({ path }) => {
  const user = await getUserRecord(path.id);
  if (!user) throw notFound(USER_NOT_FOUND_TEXT);
  await deleteIdentity(user.email);
  await deleteUserRecord(user);
  return { status: 204 };
});
