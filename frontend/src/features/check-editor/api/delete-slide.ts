import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { checkScope, refreshCheck, updateCachedDrafts, type RollbackContext } from './draft-cache.ts';

/** `DELETE /api/slides/{slide_id}/`: removes a slide with its attributes and answers. */
export async function deleteSlide(slideId: string): Promise<undefined> {
  return apiClient.delete<undefined>(`/slides/${encodeURIComponent(slideId)}/`);
}

export function useDeleteSlide(checkId: string) {
  const queryClient = useQueryClient();
  return useMutation<undefined, Error, string, RollbackContext>({
    scope: checkScope(checkId),
    mutationFn: deleteSlide,
    onMutate: (slideId) => ({
      rollback: updateCachedDrafts(queryClient, checkId, (detail) => ({
        ...detail,
        slides: detail.slides.filter((slide) => slide.id !== slideId),
      })),
    }),
    onError: (_error, _slideId, context) => context?.rollback?.(),
    onSettled: () => refreshCheck(queryClient, checkId),
  });
}
