import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeFromPages } from '#features/admin-kit/utils/list-cache.ts';
import { apiClient } from '#lib/api-client.ts';
import { PRODUCTS_LIST_KEY } from './list-products.ts';

/** `DELETE /api/products/` with `{ids}`: deletes all of them or none. */
export async function deleteProducts(ids: string[]): Promise<void> {
  await apiClient.delete('/products/', { body: { ids } });
}

export function useDeleteProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProducts,
    onSuccess: (_result, ids) => removeFromPages(queryClient, PRODUCTS_LIST_KEY, ids),
  });
}
