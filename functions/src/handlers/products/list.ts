import { createHandler } from '#lib/handler';
import { listProducts } from '#services/products';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.listProducts, async ({ query, session }) => ({
  body: await listProducts(session.user, query.check_group),
}));
