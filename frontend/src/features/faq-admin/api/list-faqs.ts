import { editableFaqChapterListSchema, type EditableFaqChapter } from '@baucheck/shared/faq';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';
import { usePublicQueryCache } from '#lib/public-queries.tsx';
import { publicFaqsQueryOptions } from '#features/faq/api/get-public-faqs.ts';
import { PRIVATE_FAQS_QUERY_KEY } from '#features/private-faq/api/get-private-faqs.ts';

export const ADMIN_FAQS_QUERY_KEY = ['faqs', 'admin'] as const;

const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;

/** Chapters of both types with their entries, each list in display order. */
export function sortChapters(chapters: EditableFaqChapter[]): EditableFaqChapter[] {
  return chapters.map((chapter) => ({ ...chapter, faqs: [...chapter.faqs].sort(byPosition) })).sort(byPosition);
}

/** `GET /api/faqs/`: every chapter of both types with entries and versions (Administrator only). */
export async function listAdminFaqs({ signal }: { signal?: AbortSignal } = {}): Promise<EditableFaqChapter[]> {
  return sortChapters(editableFaqChapterListSchema.parse(await apiClient.get('/faqs/', { signal })));
}

export const adminFaqsQueryOptions = () =>
  queryOptions({
    queryKey: ADMIN_FAQS_QUERY_KEY,
    queryFn: ({ signal }) => listAdminFaqs({ signal }),
  });

export function useAdminFaqs() {
  return useQuery(adminFaqsQueryOptions());
}

/**
 * After a change, applies it to the cached chapters (keeping the display order); the public and the
 * staff FAQ dialogs load the new content when next opened.
 */
export function useCachedFaqsUpdate() {
  const queryClient = useQueryClient();
  const publicQueries = usePublicQueryCache();
  return (change: (chapters: EditableFaqChapter[]) => EditableFaqChapter[]) => {
    queryClient.setQueryData<EditableFaqChapter[]>(ADMIN_FAQS_QUERY_KEY, (chapters) =>
      chapters ? sortChapters(change(chapters)) : chapters,
    );
    publicQueries.invalidate(publicFaqsQueryOptions().queryKey);
    void queryClient.invalidateQueries({ queryKey: PRIVATE_FAQS_QUERY_KEY });
  };
}
