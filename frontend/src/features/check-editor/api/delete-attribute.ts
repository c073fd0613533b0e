import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { checkScope, refreshCheck, updateCachedDrafts, type RollbackContext } from './draft-cache.ts';

/** `DELETE /api/attributes/{slide_attribute_id}/`: a local value goes, the check's own value applies again. */
export async function deleteAttribute(attributeId: string): Promise<undefined> {
  return apiClient.delete<undefined>(`/attributes/${encodeURIComponent(attributeId)}/`);
}

export function useDeleteAttribute(checkId: string) {
  const queryClient = useQueryClient();
  return useMutation<undefined, Error, string, RollbackContext>({
    scope: checkScope(checkId),
    mutationFn: deleteAttribute,
    onMutate: (attributeId) => ({
      rollback: updateCachedDrafts(queryClient, checkId, (detail) => ({
        ...detail,
        slides: detail.slides.map((slide) => ({
          ...slide,
          attributes: slide.attributes.filter((attribute) => attribute.id !== attributeId),
        })),
      })),
    }),
    onError: (_error, _id, context) => context?.rollback?.(),
    onSettled: () => refreshCheck(queryClient, checkId),
  });
}
