import { faqChapterListSchema, type FaqChapter } from '@baucheck/shared/faq';
import { apiClient } from '#lib/api-client.ts';
import { usePublicQuery, type PublicQueryOptions } from '#lib/public-queries.tsx';

/** FAQ content changes rarely; reopening the dialog within this time shows the cached entries at once. */
const PUBLIC_FAQS_STALE_TIME = 5 * 60 * 1000;

const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;

/** `GET /api/faqs/public/`: all public chapters with their entries, both in display order. */
export async function getPublicFaqs(): Promise<FaqChapter[]> {
  const chapters = faqChapterListSchema.parse(await apiClient.get('/faqs/public/'));
  return chapters.map((chapter) => ({ ...chapter, faqs: [...chapter.faqs].sort(byPosition) })).sort(byPosition);
}

export const publicFaqsQueryOptions = (): PublicQueryOptions<FaqChapter[]> => ({
  queryKey: ['faqs', 'public'] as const,
  queryFn: getPublicFaqs,
  staleTime: PUBLIC_FAQS_STALE_TIME,
});

export function usePublicFaqs({ enabled = true }: { enabled?: boolean } = {}) {
  return usePublicQuery(publicFaqsQueryOptions(), { enabled });
}
