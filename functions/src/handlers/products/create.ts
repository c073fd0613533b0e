import { createHandler } from '#lib/handler';
import { createProduct } from '#services/products';
import { productRoutes } from '../../routes/products.ts';

export const handler = createHandler(productRoutes.createProduct, async ({ body, session }) => ({
  status: 201,
  body: await createProduct(session.user, body),
}));
