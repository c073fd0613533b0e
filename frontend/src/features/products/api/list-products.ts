import type { CheckGroup } from '@baucheck/shared/enums';
import { productPageSchema, type ProductPage } from '@baucheck/shared/products';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';

/** The key every cached page of the products list starts with. */
export const PRODUCTS_LIST_KEY = ['products', 'list'] as const;
export const PRODUCTS_PAGE_SIZE = 50;

export interface ProductsQuery {
  q?: string;
  check_group?: CheckGroup;
  status?: 'active' | 'inactive';
  cursor?: string | null;
}

/** `GET /api/products/`: a page of the products by name (Administrator: all; Partner: the own organisation's). */
export async function listProducts(
  query: ProductsQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProductPage> {
  return productPageSchema.parse(
    await apiClient.get('/products/', { query: { limit: PRODUCTS_PAGE_SIZE, ...query }, signal }),
  );
}

export const productsQueryOptions = (query: ProductsQuery) =>
  queryOptions({
    queryKey: [...PRODUCTS_LIST_KEY, query] as const,
    queryFn: ({ signal }) => listProducts(query, { signal }),
  });

/** A page of products; the page shown stays while the next one loads. */
export function useProducts(query: ProductsQuery) {
  return useQuery({ ...productsQueryOptions(query), placeholderData: keepPreviousData });
}
