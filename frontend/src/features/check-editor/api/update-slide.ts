import { slideSchema, type Slide } from '@baucheck/shared/checks';
import type { SlideType } from '@baucheck/shared/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { checkScope, refreshCheck, slideVersion, updateCachedDrafts, type RollbackContext } from './draft-cache.ts';

/** `PATCH /api/slides/{slide_id}/`: changes a slide's type (guarded by the slide's version). */
export async function updateSlideType(slideId: string, version: number, type: SlideType): Promise<Slide> {
  return slideSchema.parse(await apiClient.patch(`/slides/${encodeURIComponent(slideId)}/`, { version, type }));
}

export function useUpdateSlideType(checkId: string) {
  const queryClient = useQueryClient();
  return useMutation<Slide, Error, { slideId: string; type: SlideType }, RollbackContext>({
    scope: checkScope(checkId),
    mutationFn: ({ slideId, type }) => updateSlideType(slideId, slideVersion(queryClient, checkId, slideId), type),
    onMutate: ({ slideId, type }) => ({
      rollback: updateCachedDrafts(queryClient, checkId, (detail) => ({
        ...detail,
        slides: detail.slides.map((slide) => (slide.id === slideId ? { ...slide, type } : slide)),
      })),
    }),
    onError: (_error, _input, context) => context?.rollback?.(),
    onSettled: () => refreshCheck(queryClient, checkId),
  });
}
