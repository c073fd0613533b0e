import { createHandler } from '#lib/handler';
import { toAttribute } from '#repositories/check-content';
import { upsertAttributes } from '#services/check-content';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.upsertAttributes, async ({ path, body, session }) => ({
  body: (await upsertAttributes(session.user, path.slide_id, body)).map(toAttribute),
}));
