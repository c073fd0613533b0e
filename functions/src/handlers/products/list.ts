import { createHandler } from '#lib/handler';
import { listProducts } from '#services/products';
import { productRoutes } from '../../routes/products.ts';

export const handler = createHandler(productRoutes.listProducts, async ({ query, session }) => ({
  body: await listProducts(session.user, query.check_group),
}));
