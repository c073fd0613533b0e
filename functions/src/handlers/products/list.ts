import { createHandler } from '#lib/handler';
import { listProducts } from '#services/products';
import { productRoutes } from '../../routes/products.ts';

export const handler = createHandler(productRoutes.listProducts, async ({ query, session }) => ({
  body: await listProducts(session.user, {
    checkGroup: query.check_group,
    status: query.status,
    search: query.q,
    cursor: query.cursor,
    limit: query.limit,
  }),
}));
