import type { FaqChapter, FaqEntry } from '@baucheck/shared/faq';

/**
 * The visible text of editor HTML: tags removed, entities decoded, whitespace collapsed.
 * DOMParser builds an inert document (no scripts run, no images load), so untrusted HTML is safe here.
 */
export function htmlToText(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function normalize(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('de-DE');
}

/** Searchable text per entry; entries are immutable query data, so it is computed once per entry. */
const searchTextCache = new WeakMap<FaqEntry, string>();

function searchText(entry: FaqEntry): string {
  let text = searchTextCache.get(entry);
  if (text === undefined) {
    text = normalize(`${entry.title}\n${htmlToText(entry.text)}`);
    searchTextCache.set(entry, text);
  }
  return text;
}

/**
 * The chapters and entries whose title or text content contains the query, ignoring case
 * (SPEC.md section 5). Markup does not match: searching "strong" does not find `<strong>`.
 * Chapters without a matching entry are left out; an empty query keeps everything.
 */
export function filterFaqChapters(chapters: readonly FaqChapter[], query: string): FaqChapter[] {
  const needle = normalize(query.trim().replace(/\s+/g, ' '));
  if (!needle) return [...chapters];
  return chapters.flatMap((chapter) => {
    const faqs = chapter.faqs.filter((entry) => searchText(entry).includes(needle));
    return faqs.length > 0 ? [{ ...chapter, faqs }] : [];
  });
}

export function countFaqEntries(chapters: readonly FaqChapter[]): number {
  return chapters.reduce((sum, chapter) => sum + chapter.faqs.length, 0);
}
