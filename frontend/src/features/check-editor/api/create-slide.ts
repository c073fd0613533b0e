import { slideSchema, type Slide } from '@baucheck/shared/checks';
import type { SlideType } from '@baucheck/shared/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { checkScope, refreshCheck } from './draft-cache.ts';

export interface NewSlideInput {
  type: SlideType;
  /** Insert after this slide; null: at the end. */
  afterSlideId: string | null;
}

/** `POST /api/slides/`: a new slide (a new question gets its answers "Ja" and "Nein"). */
export async function createSlide(checkId: string, { type, afterSlideId }: NewSlideInput): Promise<Slide> {
  return slideSchema.parse(
    await apiClient.post('/slides/', {
      check_id: checkId,
      type,
      ...(afterSlideId ? { after_slide_id: afterSlideId } : {}),
    }),
  );
}

export function useCreateSlide(checkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: checkScope(checkId),
    mutationFn: (input: NewSlideInput) => createSlide(checkId, input),
    // The slides after the new one moved; only the refetched draft has their new positions and versions.
    onSettled: () => refreshCheck(queryClient, checkId),
  });
}
