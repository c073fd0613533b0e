import type { CheckGroup } from '@baucheck/shared/enums';
import { productSchema, type Product } from '@baucheck/shared/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { PRODUCTS_LIST_KEY } from './list-products.ts';

export interface ProductInput {
  name: string;
  description: string;
  check_group: CheckGroup;
  link: string | null;
  is_active: boolean;
  /** Administrators choose the Partner organisation; for Partner staff the server uses their own. */
  organisation_id?: string;
}

/** `POST /api/products/`. */
export async function createProduct(input: ProductInput): Promise<Product> {
  return productSchema.parse(await apiClient.post('/products/', input));
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_LIST_KEY }),
  });
}
