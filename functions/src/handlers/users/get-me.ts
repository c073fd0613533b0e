import { createHandler } from '#lib/handler';
import { toUser } from '#repositories/users';
import { accountRoutes } from '../../routes/accounts.ts';

export const handler = createHandler(accountRoutes.getMe, async ({ session }) => ({ body: toUser(session.user) }));
