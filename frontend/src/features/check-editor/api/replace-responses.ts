import { slideSchema, type Slide } from '@baucheck/shared/checks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { checkScope, refreshCheck, slideVersion, updateCachedDrafts, type RollbackContext } from './draft-cache.ts';

export interface ResponseInput {
  answer: 'ja' | 'nein';
  label: string;
  /** A slide id, 'END' (straight to the result) or null (the next slide). */
  next_slide_id: string | null;
  outcome_id: string | null;
}

/** `POST /api/responses/{slide_id}/`: replaces a slide's answers (guarded by the slide's version). */
export async function replaceResponses(slideId: string, version: number, responses: ResponseInput[]): Promise<Slide> {
  return slideSchema.parse(await apiClient.post(`/responses/${encodeURIComponent(slideId)}/`, { version, responses }));
}

export function useReplaceResponses(checkId: string) {
  const queryClient = useQueryClient();
  return useMutation<Slide, Error, { slideId: string; responses: ResponseInput[] }, RollbackContext>({
    scope: checkScope(checkId),
    mutationFn: ({ slideId, responses }) =>
      replaceResponses(slideId, slideVersion(queryClient, checkId, slideId), responses),
    onMutate: ({ slideId, responses }) => ({
      rollback: updateCachedDrafts(queryClient, checkId, (detail) => ({
        ...detail,
        slides: detail.slides.map((slide) =>
          slide.id === slideId
            ? {
                ...slide,
                responses: responses.map((response, position) => ({
                  ...response,
                  id: slide.responses[position]?.id ?? `pending:${position}`,
                  slide_id: slideId,
                  position,
                })),
              }
            : slide,
        ),
      })),
    }),
    onError: (_error, _input, context) => context?.rollback?.(),
    onSettled: () => refreshCheck(queryClient, checkId),
  });
}
