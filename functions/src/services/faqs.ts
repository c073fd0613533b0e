import { sanitizeHtml } from '#lib/sanitize-html';
import { createFaqEntry, type NewFaqEntry } from '#repositories/faqs';

/** Stores a FAQ entry with its editor HTML sanitised (DESIGN.md section 5: sanitise on write). */
export const addFaqEntry = (entry: NewFaqEntry): Promise<string> =>
  createFaqEntry({ ...entry, text: sanitizeHtml(entry.text) });
