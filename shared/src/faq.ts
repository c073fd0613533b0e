import { z } from 'zod';
import { FAQ_TARGET_GROUPS, FAQ_TYPES } from './enums.ts';

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
