import { createHandler } from '#lib/handler';
import { changeProduct } from '#services/products';
import { productRoutes } from '../../routes/products.ts';

export const handler = createHandler(productRoutes.updateProduct, async ({ path, body, session }) => ({
  body: await changeProduct(session.user, path.product_id, body),
}));
