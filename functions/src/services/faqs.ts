import type { FaqType } from '@baucheck/shared/enums';
import {
  FAQ_IMAGE_ALT_MAX_LENGTH,
  FAQ_IMAGE_ALT_TOO_LONG_TEXT,
  type CreateFaqEntry,
  type EditableFaqChapter,
  type EditableFaqEntry,
  type FaqPositions,
  type UpdateFaqChapter,
  type UpdateFaqEntry,
} from '@baucheck/shared/faq';
import { staleVersion } from '#lib/conditional';
import { HttpError, invalidField, notFound } from '#lib/errors';
import {
  createFaqChapter,
  createFaqEntry,
  deleteFaqChapter,
  deleteFaqEntry,
  entriesOf,
  FaqChapterMissingError,
  FaqChapterNotEmptyError,
  getFaqEntry,
  loadFaqRecords,
  reorderFaqChapters,
  reorderFaqEntries,
  toEditableChapter,
  toEditableEntry,
  updateFaqChapter,
  updateFaqEntry,
  type FaqChapterRecord,
  type FaqEntryChanges,
  type FaqEntryRecord,
  type FaqRecords,
  type NewFaqEntry,
} from '#repositories/faqs';
import { deleteImage, storeImage, type ImageUpload } from '#services/uploads';

const CHAPTER_NOT_FOUND_TEXT = 'Das FAQ-Kapitel existiert nicht';
const ENTRY_NOT_FOUND_TEXT = 'Der FAQ-Eintrag existiert nicht';
const NO_IMAGE_TEXT = 'Der FAQ-Eintrag hat kein Bild';
const CHAPTER_NOT_EMPTY_TEXT =
  'Das Kapitel enthält noch FAQ-Einträge. Bitte verschieben oder löschen Sie zuerst alle Einträge des Kapitels.';
const CHAPTER_MISSING_TEXT = 'Dieses Kapitel existiert nicht (mehr).';
const ALT_WITHOUT_IMAGE_TEXT =
  'Der Eintrag hat kein Bild. Einen Alternativtext gibt es nur zu einem Bild; laden Sie es mit seinem Alternativtext hoch.';

/**
 * Editor HTML is sanitised on write (DESIGN.md section 5). The sanitiser (sanitize-html with its
 * parser) is evaluated only when an entry's text is written: the FAQ reads in this module stay light.
 */
async function sanitized(html: string): Promise<string> {
  const { sanitizeHtml } = await import('#lib/sanitize-html');
  return sanitizeHtml(html);
}

/** Stores a FAQ entry with its editor HTML sanitised. */
export const addFaqEntry = async (entry: NewFaqEntry): Promise<FaqEntryRecord> =>
  createFaqEntry({ ...entry, text: await sanitized(entry.text) });

/**
 * A reorder must name exactly the current items (422 otherwise: a missing or foreign id is a client
 * error) with the versions they have now (409 otherwise: someone changed them since the client read).
 */
export function assertCompleteOrder(current: Array<{ id: string; version: number }>, order: FaqPositions): void {
  const currentVersions = new Map(current.map((item) => [item.id, item.version]));
  const sameSet = order.length === current.length && order.every((item) => currentVersions.has(item.id));
  if (!sameSet) {
    throw invalidField(
      ['body'],
      `Die Reihenfolge muss genau die ${current.length} aktuellen Einträge enthalten, jeden einmal. Bitte laden Sie die Seite neu.`,
    );
  }
  if (order.some((item) => currentVersions.get(item.id) !== item.version)) throw staleVersion();
}

const nextPosition = (items: Array<{ position: number }>) =>
  items.reduce((highest, item) => Math.max(highest, item.position + 1), 0);

function chapterRecordOf(records: FaqRecords, chapterId: string): FaqChapterRecord {
  const chapter = records.chapters.find((candidate) => candidate.id === chapterId);
  if (!chapter) throw notFound(CHAPTER_NOT_FOUND_TEXT);
  return chapter;
}

const chapterOf = (records: FaqRecords, chapterId: string): EditableFaqChapter =>
  toEditableChapter(chapterRecordOf(records, chapterId), entriesOf(records, chapterId));

export async function listFaqsForManagement(type?: FaqType): Promise<EditableFaqChapter[]> {
  const records = await loadFaqRecords();
  return records.chapters
    .filter((chapter) => type === undefined || chapter.type === type)
    .map((chapter) => toEditableChapter(chapter, entriesOf(records, chapter.id)));
}

/** A new chapter goes to the end of its type. */
export async function addFaqChapter(input: { text: string; type: FaqType }): Promise<EditableFaqChapter> {
  const records = await loadFaqRecords();
  const sameType = records.chapters.filter((chapter) => chapter.type === input.type);
  const id = await createFaqChapter({ ...input, position: nextPosition(sameType) });
  return chapterOf(await loadFaqRecords(), id);
}

/** Renames a chapter or gives it another type (it then goes to the end of that type). */
export async function changeFaqChapter(
  chapterId: string,
  { version, ...changes }: UpdateFaqChapter,
): Promise<EditableFaqChapter> {
  const records = await loadFaqRecords();
  const current = chapterRecordOf(records, chapterId);
  if (current.version !== version) throw staleVersion();
  const retyped = changes.type !== undefined && changes.type !== current.type;
  const position = retyped
    ? nextPosition(records.chapters.filter((chapter) => chapter.type === changes.type))
    : undefined;
  const updated = await updateFaqChapter(current, version, { ...changes, position });
  return toEditableChapter(updated, entriesOf(records, chapterId));
}

/**
 * Deletes an empty chapter. A chapter with entries is refused (409) rather than deleted with them:
 * deleting a chapter should never silently take entries and their images along.
 */
export async function removeFaqChapter(chapterId: string): Promise<void> {
  const records = await loadFaqRecords();
  const current = chapterRecordOf(records, chapterId);
  // The entry count's condition below also catches entries added meanwhile; this read covers
  // chapters stored before the count was kept.
  if (entriesOf(records, chapterId).length > 0) throw new HttpError(409, CHAPTER_NOT_EMPTY_TEXT);
  try {
    await deleteFaqChapter(current);
  } catch (error) {
    if (error instanceof FaqChapterNotEmptyError) throw new HttpError(409, CHAPTER_NOT_EMPTY_TEXT);
    throw error;
  }
}

/** New order of the chapters of one type; returns them with their new positions and versions. */
export async function reorderChapters(type: FaqType, order: FaqPositions): Promise<EditableFaqChapter[]> {
  const before = await loadFaqRecords();
  assertCompleteOrder(
    before.chapters.filter((chapter) => chapter.type === type),
    order,
  );
  await reorderFaqChapters(type, order);
  return listFaqsForManagement(type);
}

/** New order of the entries of one chapter; returns them with their new positions and versions. */
export async function reorderEntries(chapterId: string, order: FaqPositions): Promise<EditableFaqEntry[]> {
  const before = await loadFaqRecords();
  chapterOf(before, chapterId);
  assertCompleteOrder(entriesOf(before, chapterId), order);
  await reorderFaqEntries(chapterId, order);
  return chapterOf(await loadFaqRecords(), chapterId).faqs;
}

const chapterMissing = () => invalidField(['body', 'chapter_id'], CHAPTER_MISSING_TEXT);

/** A new entry goes to the end of its chapter. */
export async function addFaqEntryAtEnd(input: CreateFaqEntry): Promise<EditableFaqEntry> {
  const records = await loadFaqRecords();
  if (!records.chapters.some((chapter) => chapter.id === input.chapter_id)) throw chapterMissing();
  try {
    const created = await addFaqEntry({
      chapter_id: input.chapter_id,
      title: input.title,
      text: input.text,
      ...(input.target_group ? { target_group: input.target_group } : {}),
      position: nextPosition(entriesOf(records, input.chapter_id)),
    });
    return toEditableEntry(created);
  } catch (error) {
    if (error instanceof FaqChapterMissingError) throw chapterMissing();
    throw error;
  }
}

async function existingEntry(faqId: string): Promise<FaqEntryRecord> {
  const entry = await getFaqEntry(faqId);
  if (!entry) throw notFound(ENTRY_NOT_FOUND_TEXT);
  return entry;
}

/**
 * Changes title, text, target group or the image's alternative text, or moves the entry to the end of
 * another chapter.
 */
export async function changeFaqEntry(
  faqId: string,
  { version, chapter_id: chapterId, text, ...changes }: UpdateFaqEntry,
): Promise<EditableFaqEntry> {
  const current = await existingEntry(faqId);
  if (current.version !== version) throw staleVersion();
  if (changes.image_alt !== undefined && !current.image_key) {
    throw invalidField(['body', 'image_alt'], ALT_WITHOUT_IMAGE_TEXT);
  }
  const update: FaqEntryChanges = { ...changes, ...(text === undefined ? {} : { text: await sanitized(text) }) };
  if (chapterId !== undefined && chapterId !== current.chapter_id) {
    const records = await loadFaqRecords();
    if (!records.chapters.some((chapter) => chapter.id === chapterId)) throw chapterMissing();
    update.chapter_id = chapterId;
    update.position = nextPosition(entriesOf(records, chapterId));
  }
  try {
    return toEditableEntry(await updateFaqEntry(current, version, update));
  } catch (error) {
    if (error instanceof FaqChapterMissingError) throw chapterMissing();
    throw error;
  }
}

/** Deletes an entry, then its image. */
export async function removeFaqEntry(faqId: string): Promise<void> {
  const current = await existingEntry(faqId);
  await deleteFaqEntry(current);
  if (current.image_key) await deleteImage(current.image_key);
}

/**
 * Stores a new image for an entry and then removes the one it replaces. The entry is updated only
 * if it is unchanged since it was read here (and, when the form sends `version`, since the client
 * read it); otherwise the new object is removed again and the answer is 409.
 */
export async function attachFaqImage(faqId: string, upload: ImageUpload): Promise<EditableFaqEntry> {
  const current = await existingEntry(faqId);
  const alt = (upload.fields.get('alt') ?? '').trim();
  if (alt.length > FAQ_IMAGE_ALT_MAX_LENGTH) throw invalidField(['body', 'alt'], FAQ_IMAGE_ALT_TOO_LONG_TEXT);
  const clientVersion = upload.fields.get('version');
  if (clientVersion !== undefined && !/^\d+$/.test(clientVersion)) {
    throw invalidField(['body', 'version'], 'Die Version muss eine ganze Zahl sein.');
  }
  if (clientVersion !== undefined && Number(clientVersion) !== current.version) throw staleVersion();

  const key = await storeImage(upload.file, 'faqs');
  let updated: FaqEntryRecord;
  try {
    updated = await updateFaqEntry(current, current.version, { image_key: key, image_alt: alt });
  } catch (error) {
    await deleteImage(key);
    throw error;
  }
  if (current.image_key) await deleteImage(current.image_key);
  return toEditableEntry(updated);
}

/** Removes an entry's image: first from the entry, then the object. */
export async function detachFaqImage(faqId: string): Promise<EditableFaqEntry> {
  const current = await existingEntry(faqId);
  if (!current.image_key) throw notFound(NO_IMAGE_TEXT);
  const updated = await updateFaqEntry(current, current.version, { image_key: null, image_alt: null });
  await deleteImage(current.image_key);
  return toEditableEntry(updated);
}
