import { createHandler } from '#lib/handler';
import { listUserRecords, toUser } from '#repositories/users';
import { accountRoutes } from '../../routes/accounts.ts';

export const handler = createHandler(accountRoutes.listUsers, async () => ({
  body: (await listUserRecords()).map(toUser),
}));
