import type { FaqType } from '@baucheck/shared/enums';
import {
  editableFaqChapterListSchema,
  editableFaqChapterSchema,
  type EditableFaqChapter,
  type FaqPositions,
} from '@baucheck/shared/faq';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { ADMIN_FAQS_QUERY_KEY, useCachedFaqsUpdate } from './list-faqs.ts';

/** `POST /api/faqs/`: a new chapter at the end of its type. */
export async function createFaqChapter(input: { text: string; type: FaqType }): Promise<EditableFaqChapter> {
  return editableFaqChapterSchema.parse(await apiClient.post('/faqs/', input));
}

/** `PATCH /api/faqs/{id}/`: heading or type (a new type puts it at the end of that type). */
export async function updateFaqChapter({
  id,
  ...body
}: {
  id: string;
  version: number;
  text?: string;
  type?: FaqType;
}): Promise<EditableFaqChapter> {
  return editableFaqChapterSchema.parse(await apiClient.patch(`/faqs/${encodeURIComponent(id)}/`, body));
}

/** `DELETE /api/faqs/{id}/`: only an empty chapter (409 otherwise, with the reason). */
export async function deleteFaqChapter(id: string): Promise<void> {
  await apiClient.delete(`/faqs/${encodeURIComponent(id)}/`);
}

/** `PATCH /api/faqs/{type}/positions/`: the complete new order of a type's chapters, atomically. */
export async function reorderFaqChapters(type: FaqType, order: FaqPositions): Promise<EditableFaqChapter[]> {
  return editableFaqChapterListSchema.parse(
    await apiClient.patch(`/faqs/${encodeURIComponent(type)}/positions/`, order),
  );
}

export function useCreateFaqChapter() {
  const updateCachedFaqs = useCachedFaqsUpdate();
  return useMutation({
    mutationFn: createFaqChapter,
    onSuccess: (created) => updateCachedFaqs((chapters) => [...chapters, created]),
  });
}

export function useUpdateFaqChapter() {
  const updateCachedFaqs = useCachedFaqsUpdate();
  return useMutation({
    mutationFn: updateFaqChapter,
    onSuccess: (updated) =>
      updateCachedFaqs((chapters) =>
        chapters.map((chapter) => (chapter.id === updated.id ? { ...updated, faqs: chapter.faqs } : chapter)),
      ),
  });
}

export function useDeleteFaqChapter() {
  const updateCachedFaqs = useCachedFaqsUpdate();
  return useMutation({
    mutationFn: deleteFaqChapter,
    onSuccess: (_result, id) => updateCachedFaqs((chapters) => chapters.filter((chapter) => chapter.id !== id)),
  });
}

/**
 * Reordering shows the new order at once (optimistic) and rolls back when the server refuses; the
 * answer brings the new versions. Safe: every item carries the version read, so a concurrent
 * change of any chapter makes the whole reorder fail (409) instead of overwriting it.
 */
export function useReorderFaqChapters() {
  const queryClient = useQueryClient();
  const updateCachedFaqs = useCachedFaqsUpdate();
  return useMutation({
    mutationFn: ({ type, chapters }: { type: FaqType; chapters: EditableFaqChapter[] }) =>
      reorderFaqChapters(
        type,
        chapters.map((chapter) => ({ id: chapter.id, version: chapter.version })),
      ),
    onMutate: async ({ chapters: ordered }) => {
      await queryClient.cancelQueries({ queryKey: ADMIN_FAQS_QUERY_KEY });
      const previous = queryClient.getQueryData<EditableFaqChapter[]>(ADMIN_FAQS_QUERY_KEY);
      const positions = new Map(ordered.map((chapter, index) => [chapter.id, index]));
      queryClient.setQueryData<EditableFaqChapter[]>(ADMIN_FAQS_QUERY_KEY, (chapters) =>
        chapters
          ?.map((chapter) => ({ ...chapter, position: positions.get(chapter.id) ?? chapter.position }))
          .sort((a, b) => a.position - b.position),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(ADMIN_FAQS_QUERY_KEY, context.previous);
    },
    onSuccess: (saved) => {
      const byId = new Map(saved.map((chapter) => [chapter.id, chapter]));
      updateCachedFaqs((chapters) =>
        chapters.map((chapter) => {
          const fresh = byId.get(chapter.id);
          return fresh ? { ...chapter, position: fresh.position, version: fresh.version } : chapter;
        }),
      );
    },
  });
}
