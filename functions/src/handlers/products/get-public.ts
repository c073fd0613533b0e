import { createPublicHandler } from '#lib/public-handler';
import { publicProduct } from '#services/products';
import { productRoutes } from '../../routes/products.ts';

/** The product a quick check starts from (`/quick-check/start/:gemeinde?/:productId?`); cached by the CDN. */
export const handler = createPublicHandler(productRoutes.getQuickCheckProduct, async ({ path }) => ({
  body: await publicProduct(path.product_id),
}));
