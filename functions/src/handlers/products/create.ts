import { createHandler } from '#lib/handler';
import { createProduct } from '#services/products';
import { routes } from '../../routes.ts';

export const handler = createHandler(routes.createProduct, async ({ body, session }) => ({
  status: 201,
  body: await createProduct(session.user, body),
}));
