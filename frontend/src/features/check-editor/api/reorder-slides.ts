import { checkDetailSchema, type CheckDetail } from '@baucheck/shared/checks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { checkScope, latestDraft, refreshCheck, updateCachedDrafts, type RollbackContext } from './draft-cache.ts';

/** `PATCH /api/slides/{check_id}/positions/`: the complete new order, each slide with the version read. */
export async function reorderSlides(
  checkId: string,
  order: Array<{ id: string; version: number }>,
): Promise<CheckDetail> {
  return checkDetailSchema.parse(await apiClient.patch(`/slides/${encodeURIComponent(checkId)}/positions/`, order));
}

/** Reorders by slide ids; the list shows the new order at once and returns to the old one on failure. */
export function useReorderSlides(checkId: string) {
  const queryClient = useQueryClient();
  return useMutation<CheckDetail, Error, string[], RollbackContext>({
    scope: checkScope(checkId),
    mutationFn: (slideIds) => {
      const versions = new Map(latestDraft(queryClient, checkId)?.slides.map((slide) => [slide.id, slide.version]));
      return reorderSlides(
        checkId,
        slideIds.map((id) => ({ id, version: versions.get(id) ?? 0 })),
      );
    },
    onMutate: (slideIds) => ({
      rollback: updateCachedDrafts(queryClient, checkId, (detail) => {
        const byId = new Map(detail.slides.map((slide) => [slide.id, slide]));
        const slides = slideIds.flatMap((id, index) => {
          const slide = byId.get(id);
          return slide ? [{ ...slide, position: index * 10 }] : [];
        });
        return { ...detail, slides };
      }),
    }),
    onError: (_error, _ids, context) => context?.rollback?.(),
    onSettled: () => refreshCheck(queryClient, checkId),
  });
}
