import { createHandler } from '#lib/handler';
import { changeProduct } from '#services/products';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.updateProduct, async ({ path, body, session }) => ({
  body: await changeProduct(session.user, path.product_id, body),
}));
