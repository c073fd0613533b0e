import { createHandler } from '#lib/handler';
import { publicProduct } from '#services/products';
import { routes } from '../../routes.ts';

/** The product a quick check starts from (`/quick-check/start/:gemeinde?/:productId?`); cached by the CDN. */
export const handler = createHandler(routes.getQuickCheckProduct, async ({ path }) => ({
  body: await publicProduct(path.product_id),
}));
