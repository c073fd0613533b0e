import * as z from 'zod';
import { FAQ_TARGET_GROUPS, FAQ_TYPES, type FaqTargetGroup, type Level } from './enums.ts';

/** One question and answer. `text` is editor HTML, sanitised on write and again on render. */
export const faqEntrySchema = z.object({
  id: z.string(),
  chapter_id: z.string(),
  title: z.string(),
  text: z.string(),
  /** Path of the image under the media base (e.g. `/media/faqs/…png`), or null. */
  image: z.string().nullable(),
  /** Alternative text of the image for screen readers. */
  image_alt: z.string().nullable(),
  target_group: z.enum(FAQ_TARGET_GROUPS).nullable(),
  position: z.number().int(),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

/** A FAQ chapter ("category" in the old API) with its entries in display order. */
export const faqChapterSchema = z.object({
  id: z.string(),
  text: z.string(),
  type: z.enum(FAQ_TYPES),
  position: z.number().int(),
  faqs: z.array(faqEntrySchema),
});
export type FaqChapter = z.infer<typeof faqChapterSchema>;

export const faqChapterListSchema = z.array(faqChapterSchema);

/** Optimistic-locking counter: every change sends the version it read (stale → 409). */
const version = z.number().int().positive();
const chapterText = z.string().trim().min(1, 'Bitte geben Sie eine Überschrift ein.').max(200);
const entryTitle = z.string().trim().min(1, 'Bitte geben Sie einen Titel ein.').max(300);
/** Editor HTML; sanitised on write. The cap keeps one entry far below DynamoDB's 400 KB item limit. */
const entryText = z.string().max(50_000);
/** Longest alternative text of an entry's image (set with the upload or by PATCH). */
export const FAQ_IMAGE_ALT_MAX_LENGTH = 300;
export const FAQ_IMAGE_ALT_TOO_LONG_TEXT = `Der Alternativtext darf höchstens ${FAQ_IMAGE_ALT_MAX_LENGTH} Zeichen lang sein.`;
/** A UUID as a path or body id; anything else is a 422, an unknown UUID a 404. */
const faqIdSchema = z.uuid({ error: 'Bitte geben Sie eine gültige ID an.' });

/** An entry as the FAQ management sees it: with the version to send back on every change. */
export const editableFaqEntrySchema = faqEntrySchema.extend({ version: z.number().int() });
export type EditableFaqEntry = z.infer<typeof editableFaqEntrySchema>;

/** A chapter as the FAQ management sees it: with versions on the chapter and its entries. */
export const editableFaqChapterSchema = faqChapterSchema.extend({
  version: z.number().int(),
  faqs: z.array(editableFaqEntrySchema),
});
export type EditableFaqChapter = z.infer<typeof editableFaqChapterSchema>;
export const editableFaqChapterListSchema = z.array(editableFaqChapterSchema);

/**
 * A chapter type in a URL ("Landing Page FAQs"): gateways hand it over percent-encoded or decoded,
 * and form-style query strings write its spaces as "+"; types contain neither "%" nor "+".
 */
const faqTypeParameter = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  try {
    return decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    return value;
  }
}, z.enum(FAQ_TYPES));

export const faqListQuerySchema = z.object({ type: faqTypeParameter.optional() });

export const createFaqChapterSchema = z.object({ text: chapterText, type: z.enum(FAQ_TYPES) });
/** A new type moves the chapter to the end of that type's chapters. */
export const updateFaqChapterSchema = z.object({
  version,
  text: chapterText.optional(),
  type: z.enum(FAQ_TYPES).optional(),
});
export type UpdateFaqChapter = z.output<typeof updateFaqChapterSchema>;

export const createFaqEntrySchema = z.object({
  chapter_id: faqIdSchema,
  title: entryTitle,
  text: entryText,
  target_group: z.enum(FAQ_TARGET_GROUPS).nullable().default(null),
});
export type CreateFaqEntry = z.output<typeof createFaqEntrySchema>;
/**
 * A new `chapter_id` moves the entry to the end of that chapter. `image_alt` changes the alternative
 * text of the entry's image (only for an entry with an image; a new image is uploaded with its own).
 */
export const updateFaqEntrySchema = z.object({
  version,
  chapter_id: faqIdSchema.optional(),
  title: entryTitle.optional(),
  text: entryText.optional(),
  target_group: z.enum(FAQ_TARGET_GROUPS).nullable().optional(),
  image_alt: z.string().trim().max(FAQ_IMAGE_ALT_MAX_LENGTH, FAQ_IMAGE_ALT_TOO_LONG_TEXT).optional(),
});
export type UpdateFaqEntry = z.output<typeof updateFaqEntrySchema>;

/**
 * A reorder names every chapter (of one type) or every entry (of one chapter) in the new order, each
 * with the version the client read. One transaction writes them all; the cap keeps it within
 * DynamoDB's 100 items per transaction (one slot stays free for the chapter's own check).
 */
export const faqPositionsSchema = z
  .array(z.object({ id: faqIdSchema, version }))
  .min(1, 'Die Reihenfolge darf nicht leer sein.')
  .max(99)
  .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
    message: 'Jede ID darf in der Reihenfolge nur einmal vorkommen.',
  });
export type FaqPositions = z.infer<typeof faqPositionsSchema>;

/*
 * Path parameters: the route table names every FAQ path variable `{id}` (API Gateway refuses sibling
 * variables with different names); these schemas give the handlers a name that says what it is.
 */
export const faqChapterPathSchema = z.object({ id: faqIdSchema }).transform(({ id }) => ({ chapter_id: id }));
export const faqEntryPathSchema = z.object({ id: faqIdSchema }).transform(({ id }) => ({ faq_id: id }));
export const faqTypePathSchema = z.object({ id: faqTypeParameter }).transform(({ id }) => ({ type: id }));

/** The chapter type of the staff FAQ; "Landing Page FAQs" are the residents' public FAQ. */
const STAFF_FAQ_TYPE = 'Admin-Bereich FAQs' satisfies (typeof FAQ_TYPES)[number];

/**
 * The staff ("private") FAQ of a level (SPEC.md section 6): the admin-area chapters. Administrators
 * and Land staff see every chapter with every entry; Kommune staff only entries for "Kommunen",
 * Partner staff only those for "Produktmanager", and chapters left empty by that filter are dropped;
 * every other level sees none.
 */
export function staffFaqChaptersFor(level: Level, chapters: FaqChapter[]): FaqChapter[] {
  const staffChapters = chapters.filter((chapter) => chapter.type === STAFF_FAQ_TYPE);
  if (level === 'Administrator' || level === 'Land') return staffChapters;
  const targetGroup: FaqTargetGroup | null =
    level === 'Kommune' ? 'Kommunen' : level === 'Partner' ? 'Produktmanager' : null;
  if (targetGroup === null) return [];
  return staffChapters
    .map((chapter) => ({ ...chapter, faqs: chapter.faqs.filter((faq) => faq.target_group === targetGroup) }))
    .filter((chapter) => chapter.faqs.length > 0);
}
