import {
  createProductSchema,
  deleteProductsSchema,
  productIdPathSchema,
  productListQuerySchema,
  productPageSchema,
  productSchema,
  publicProductSchema,
  updateProductSchema,
} from '@baucheck/shared/products';
import { defineRoute } from '#lib/route';

const CATALOGUE = ['Administrator', 'Partner'] as const;

/**
 * Partner products linked to a check group. Administrators manage all of them, Partner staff those
 * of their own organisation (another organisation's product answers 404, as if unknown).
 */
export const productRoutes = {
  listProducts: defineRoute({
    method: 'GET',
    path: '/products/',
    handler: 'products/list',
    auth: 'user',
    levels: CATALOGUE,
    cache: 'private',
    summary:
      'Eine Seite der Produkte nach Name, optional einer Check-Gruppe, eines Status und mit Suche (q) in Name, Beschreibung und Partner; Partner sehen nur die ihrer Organisation; next_cursor holt die nächste Seite.',
    request: { query: productListQuerySchema },
    response: productPageSchema,
  }),
  createProduct: defineRoute({
    method: 'POST',
    path: '/products/',
    handler: 'products/create',
    auth: 'user',
    levels: CATALOGUE,
    cache: 'private',
    invalidates: ['quick-checks'],
    summary: 'Legt ein Produkt an; bei Partnern immer für die eigene Organisation.',
    request: { body: createProductSchema },
    response: productSchema,
  }),
  updateProduct: defineRoute({
    method: 'PATCH',
    path: '/products/{product_id}/',
    handler: 'products/update',
    auth: 'user',
    levels: CATALOGUE,
    cache: 'private',
    invalidates: ['quick-checks'],
    summary: 'Ändert ein Produkt (mit der gelesenen Version); eine andere Organisation nur durch Administratoren.',
    request: { path: productIdPathSchema, body: updateProductSchema },
    response: productSchema,
  }),
  deleteProducts: defineRoute({
    method: 'DELETE',
    path: '/products/',
    handler: 'products/delete',
    auth: 'user',
    levels: CATALOGUE,
    cache: 'private',
    invalidates: ['quick-checks'],
    summary: 'Löscht die Produkte mit den IDs im JSON-Body {ids: […]}: alle oder keines.',
    request: { body: deleteProductsSchema },
    response: null,
  }),
  getQuickCheckProduct: defineRoute({
    method: 'GET',
    path: '/quick-checks/products/{product_id}/',
    handler: 'products/get-public',
    auth: 'public',
    cache: 'public',
    summary: 'Ein aktives Produkt für den Start des Quick-Checks: Name, Beschreibung, Check-Gruppe und Partner.',
    request: { path: productIdPathSchema },
    response: publicProductSchema,
  }),
};
