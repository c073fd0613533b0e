import type { PublicProduct } from '@baucheck/shared/products';
import { apiClient } from '#lib/api-client.ts';
import { usePublicQuery, type PublicQueryOptions } from '#lib/public-queries.tsx';
import { publicProductPath } from './flow-check-reads.ts';

/**
 * `GET /api/quick-checks/products/{product_id}/`: an active partner product (name, project type,
 * partner). Checked against the shared schema in development only (see get-reference-units.ts).
 */
export async function getPublicProduct(productId: string) {
  const data = await apiClient.get(publicProductPath(productId));
  return import.meta.env.DEV
    ? (await import('@baucheck/shared/products')).publicProductSchema.parse(data)
    : (data as PublicProduct);
}

export const publicProductQueryOptions = (productId: string): PublicQueryOptions<PublicProduct> => ({
  queryKey: ['quick-checks', 'product', productId] as const,
  queryFn: () => getPublicProduct(productId),
  staleTime: 10 * 60 * 1000,
});

export function usePublicProduct(productId: string | null) {
  return usePublicQuery(publicProductQueryOptions(productId ?? ''), { enabled: Boolean(productId) });
}
