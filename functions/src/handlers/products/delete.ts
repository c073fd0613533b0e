import { createHandler } from '#lib/handler';
import { removeProducts } from '#services/products';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.deleteProducts, async ({ body, session }) => {
  await removeProducts(session.user, body.ids);
  return { status: 204 };
});
