import { createHandler } from '#lib/handler';
import { toUser } from '#repositories/users';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.getMe, async ({ session }) => ({ body: toUser(session.user) }));
