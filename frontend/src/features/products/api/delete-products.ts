import type { Product } from '@baucheck/shared/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { PRODUCTS_QUERY_KEY } from './list-products.ts';

/** `DELETE /api/products/` with `{ids}`: deletes all of them or none. */
export async function deleteProducts(ids: string[]): Promise<void> {
  await apiClient.delete('/products/', { body: { ids } });
}

export function useDeleteProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProducts,
    onSuccess: (_result, ids) => {
      queryClient.setQueryData<Product[]>(PRODUCTS_QUERY_KEY, (list) =>
        list?.filter((product) => !ids.includes(product.id)),
      );
    },
  });
}
