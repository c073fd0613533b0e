import { productListSchema, type Product } from '@baucheck/shared/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';

export const PRODUCTS_QUERY_KEY = ['products', 'list'] as const;

/** `GET /api/products/`: all products (Administrator) or those of the own organisation (Partner). */
export async function listProducts({ signal }: { signal?: AbortSignal } = {}): Promise<Product[]> {
  return productListSchema.parse(await apiClient.get('/products/', { signal }));
}

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: PRODUCTS_QUERY_KEY,
    queryFn: ({ signal }) => listProducts({ signal }),
  });

export function useProducts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQueryOptions(), enabled });
}
