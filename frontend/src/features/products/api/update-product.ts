import { productSchema, type Product } from '@baucheck/shared/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replaceInPages, useToggleActive } from '#features/admin-kit/utils/list-cache.ts';
import { apiClient } from '#lib/api-client.ts';
import type { ProductInput } from './create-product.ts';
import { PRODUCTS_LIST_KEY } from './list-products.ts';

export type UpdateProductInput = Partial<ProductInput> & { id: string; version: number };

/** `PATCH /api/products/{product_id}/` with the version read (stale: 409). */
export async function updateProduct({ id, ...body }: UpdateProductInput): Promise<Product> {
  return productSchema.parse(await apiClient.patch(`/products/${encodeURIComponent(id)}/`, body));
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: (updated) => {
      replaceInPages(queryClient, PRODUCTS_LIST_KEY, updated);
      void queryClient.invalidateQueries({ queryKey: PRODUCTS_LIST_KEY });
    },
  });
}

/** Switching a product on or off from the table (optimistic, see useToggleActive). */
export const useToggleProductActive = () => useToggleActive<Product>(PRODUCTS_LIST_KEY, updateProduct);
