import { createHandler } from '#lib/handler';
import { listUserRecords, toUser } from '#repositories/users';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.listUsers, async () => ({ body: (await listUserRecords()).map(toUser) }));
