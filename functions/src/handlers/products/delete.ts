import { createHandler } from '#lib/handler';
import { removeProducts } from '#services/products';
import { productRoutes } from '../../routes/products.ts';

export const handler = createHandler(productRoutes.deleteProducts, async ({ body, session }) => {
  await removeProducts(session.user, body.ids);
  return { status: 204 };
});
