import type { FaqTargetGroup } from '@baucheck/shared/enums';
import { editableFaqEntrySchema, type EditableFaqChapter, type EditableFaqEntry } from '@baucheck/shared/faq';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { ADMIN_FAQS_QUERY_KEY, useCachedFaqsUpdate } from './list-faqs.ts';

export interface FaqEntryInput {
  chapter_id: string;
  title: string;
  text: string;
  target_group: FaqTargetGroup | null;
}

/** `POST /api/faqs/faq/`: a new entry at the end of its chapter (the server sanitises the HTML). */
export async function createFaqEntry(input: FaqEntryInput): Promise<EditableFaqEntry> {
  return editableFaqEntrySchema.parse(await apiClient.post('/faqs/faq/', input));
}

/**
 * `PATCH /api/faqs/faq/{id}/`: title, text, target group, the alternative text of the entry's image,
 * or another chapter (then at its end).
 */
export async function updateFaqEntry({
  id,
  ...body
}: Partial<FaqEntryInput> & { image_alt?: string; id: string; version: number }): Promise<EditableFaqEntry> {
  return editableFaqEntrySchema.parse(await apiClient.patch(`/faqs/faq/${encodeURIComponent(id)}/`, body));
}

/** `DELETE /api/faqs/faq/{id}/`: the entry and its image. */
export async function deleteFaqEntry(id: string): Promise<void> {
  await apiClient.delete(`/faqs/faq/${encodeURIComponent(id)}/`);
}

/** `PATCH /api/faqs/faq/{chapter_id}/positions/`: the complete new order of a chapter's entries. */
export async function reorderFaqEntries(chapterId: string, entries: EditableFaqEntry[]): Promise<EditableFaqEntry[]> {
  return editableFaqEntrySchema.array().parse(
    await apiClient.patch(
      `/faqs/faq/${encodeURIComponent(chapterId)}/positions/`,
      entries.map((entry) => ({ id: entry.id, version: entry.version })),
    ),
  );
}

/** `POST /api/faqs/image/{id}/` (multipart `file`, `alt`, `version`): adds or replaces the image. */
export async function uploadFaqImage({
  id,
  file,
  alt,
  version,
}: {
  id: string;
  file: Blob;
  alt: string;
  version: number;
}): Promise<EditableFaqEntry> {
  const body = new FormData();
  body.append('file', file);
  body.append('alt', alt);
  body.append('version', String(version));
  return editableFaqEntrySchema.parse(await apiClient.post(`/faqs/image/${encodeURIComponent(id)}/`, body));
}

/** `DELETE /api/faqs/image/{id}/`: removes the image. */
export async function deleteFaqImage(id: string): Promise<EditableFaqEntry> {
  return editableFaqEntrySchema.parse(await apiClient.delete(`/faqs/image/${encodeURIComponent(id)}/`));
}

/** Puts a saved entry into the cached chapters (moving it when its chapter changed). */
export function withEntry(chapters: EditableFaqChapter[], entry: EditableFaqEntry): EditableFaqChapter[] {
  return chapters.map((chapter) => {
    const others = chapter.faqs.filter((candidate) => candidate.id !== entry.id);
    return chapter.id === entry.chapter_id ? { ...chapter, faqs: [...others, entry] } : { ...chapter, faqs: others };
  });
}

export function useDeleteFaqEntry() {
  const updateCachedFaqs = useCachedFaqsUpdate();
  return useMutation({
    mutationFn: deleteFaqEntry,
    onSuccess: (_result, id) =>
      updateCachedFaqs((chapters) =>
        chapters.map((chapter) => ({ ...chapter, faqs: chapter.faqs.filter((entry) => entry.id !== id) })),
      ),
  });
}

/** Optimistic like the chapter reorder (see useReorderFaqChapters). */
export function useReorderFaqEntries() {
  const queryClient = useQueryClient();
  const updateCachedFaqs = useCachedFaqsUpdate();
  return useMutation({
    mutationFn: ({ chapterId, entries }: { chapterId: string; entries: EditableFaqEntry[] }) =>
      reorderFaqEntries(chapterId, entries),
    onMutate: async ({ chapterId, entries }) => {
      await queryClient.cancelQueries({ queryKey: ADMIN_FAQS_QUERY_KEY });
      const previous = queryClient.getQueryData<EditableFaqChapter[]>(ADMIN_FAQS_QUERY_KEY);
      queryClient.setQueryData<EditableFaqChapter[]>(ADMIN_FAQS_QUERY_KEY, (chapters) =>
        chapters?.map((chapter) =>
          chapter.id === chapterId
            ? { ...chapter, faqs: entries.map((entry, position) => ({ ...entry, position })) }
            : chapter,
        ),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(ADMIN_FAQS_QUERY_KEY, context.previous);
    },
    onSuccess: (saved, { chapterId }) =>
      updateCachedFaqs((chapters) =>
        chapters.map((chapter) => (chapter.id === chapterId ? { ...chapter, faqs: saved } : chapter)),
      ),
  });
}
