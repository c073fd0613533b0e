import { faqChapterListSchema, type FaqChapter } from '@baucheck/shared/faq';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#lib/api-client.ts';

const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;

/**
 * `GET /api/faqs/private/`: the admin-area chapters for the signed-in user, already filtered by the
 * server for the user's level (SPEC.md section 6), in display order.
 */
export async function getPrivateFaqs({ signal }: { signal?: AbortSignal } = {}): Promise<FaqChapter[]> {
  const chapters = faqChapterListSchema.parse(await apiClient.get('/faqs/private/', { signal }));
  return chapters.map((chapter) => ({ ...chapter, faqs: [...chapter.faqs].sort(byPosition) })).sort(byPosition);
}

export const PRIVATE_FAQS_QUERY_KEY = ['faqs', 'private'] as const;

export const privateFaqsQueryOptions = () =>
  queryOptions({
    queryKey: PRIVATE_FAQS_QUERY_KEY,
    queryFn: ({ signal }) => getPrivateFaqs({ signal }),
    staleTime: 5 * 60 * 1000,
  });

export function usePrivateFaqs() {
  return useQuery(privateFaqsQueryOptions());
}
