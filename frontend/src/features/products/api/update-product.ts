import { productSchema, type Product } from '@baucheck/shared/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import type { ProductInput } from './create-product.ts';
import { PRODUCTS_QUERY_KEY } from './list-products.ts';

export type UpdateProductInput = Partial<ProductInput> & { id: string; version: number };

/** `PATCH /api/products/{product_id}/` with the version read (stale: 409). */
export async function updateProduct({ id, ...body }: UpdateProductInput): Promise<Product> {
  return productSchema.parse(await apiClient.patch(`/products/${encodeURIComponent(id)}/`, body));
}

const replace = (list: Product[] | undefined, product: Product) =>
  list?.map((candidate) => (candidate.id === product.id ? product : candidate));

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: (updated) => {
      queryClient.setQueryData<Product[]>(PRODUCTS_QUERY_KEY, (list) => replace(list, updated));
    },
  });
}

/**
 * Switching a product on or off from the table: shown at once (optimistic), rolled back when the
 * server refuses. Safe because the flag is independent of everything else and the call carries
 * the version, so a concurrent change is never overwritten.
 */
export function useToggleProductActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: Product) =>
      updateProduct({ id: product.id, version: product.version, is_active: !product.is_active }),
    onMutate: async (product) => {
      await queryClient.cancelQueries({ queryKey: PRODUCTS_QUERY_KEY });
      const previous = queryClient.getQueryData<Product[]>(PRODUCTS_QUERY_KEY);
      queryClient.setQueryData<Product[]>(PRODUCTS_QUERY_KEY, (list) =>
        replace(list, { ...product, is_active: !product.is_active }),
      );
      return { previous };
    },
    onError: (_error, _product, context) => {
      if (context?.previous) queryClient.setQueryData(PRODUCTS_QUERY_KEY, context.previous);
    },
    onSuccess: (updated) => {
      queryClient.setQueryData<Product[]>(PRODUCTS_QUERY_KEY, (list) => replace(list, updated));
    },
  });
}
