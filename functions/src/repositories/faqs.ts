import { randomUUID } from 'node:crypto';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { FAQ_TYPES, type FaqTargetGroup, type FaqType } from '@baucheck/shared/enums';
import type { EditableFaqChapter, EditableFaqEntry, FaqChapter, FaqEntry, FaqPositions } from '@baucheck/shared/faq';
import { MEDIA_BASE } from '@baucheck/shared/http';
import { documentClient } from '#clients/dynamodb';
import { cancellationReasons, isConditionFailure, isWriteConflict, staleVersion } from '#lib/conditional';
import { config } from '#lib/config';
import { newItemMeta, type ItemMeta } from '../data/table-design.ts';
import { queryAll } from '../data/query.ts';

/*
 * FAQ chapters and entries.
 *
 * Keys (one partition for the whole FAQ; it is small, read whole and cached by the CDN):
 *   chapter  pk = "FAQ"  sk = "CHAPTER#<chapter_id>"
 *   entry    pk = "FAQ"  sk = "ENTRY#<faq_id>"        (chapter_id as an attribute)
 *
 * Access patterns:
 *   all chapters with their entries (public and private FAQ dialogs, management) → Query pk = "FAQ"
 *   one chapter / one entry by id (edit, delete, image)                          → GetItem pk, sk
 * Moving an entry to another chapter changes an attribute, not its key.
 *
 * Invariants kept by transactions:
 *   - A chapter's `entry_count` is the number of entries pointing to it: creating, moving and deleting
 *     an entry update it in the same transaction (and require the chapter to exist), so a chapter can be
 *     deleted only when empty (condition entry_count = 0) and no entry ever points to a deleted chapter.
 *   - A reorder rewrites the positions of all chapters of a type (or all entries of a chapter) in one
 *     transaction, each conditioned on the version the client read: two concurrent reorders never mix.
 * Positions are 0…n-1 after a reorder; appends take the largest position + 1.
 */

const FAQ_PARTITION = 'FAQ';
const chapterKey = (chapterId: string) => ({ pk: FAQ_PARTITION, sk: `CHAPTER#${chapterId}` });
const entryKey = (faqId: string) => ({ pk: FAQ_PARTITION, sk: `ENTRY#${faqId}` });
const table = () => config().TABLE_NAME;

export interface FaqChapterRecord extends ItemMeta {
  entity: 'FaqChapter';
  id: string;
  text: string;
  type: FaqType;
  position: number;
  /** Entries pointing to this chapter; absent on chapters stored before it was kept (treated as unknown). */
  entry_count?: number;
}

export interface FaqEntryRecord extends ItemMeta {
  entity: 'FaqEntry';
  id: string;
  chapter_id: string;
  title: string;
  /** Sanitised HTML. */
  text: string;
  /** Object key in the media bucket, or absent. */
  image_key?: string;
  image_alt?: string;
  target_group?: FaqTargetGroup;
  position: number;
}

/** Thrown when an entry would point to a chapter that does not exist (any more). */
export class FaqChapterMissingError extends Error {
  constructor() {
    super('FAQ chapter missing');
    this.name = 'FaqChapterMissingError';
  }
}

/** Thrown when a chapter that still has entries is to be deleted. */
export class FaqChapterNotEmptyError extends Error {
  constructor() {
    super('FAQ chapter not empty');
    this.name = 'FaqChapterNotEmptyError';
  }
}

const toEntry = (item: FaqEntryRecord): FaqEntry => ({
  id: item.id,
  chapter_id: item.chapter_id,
  title: item.title,
  text: item.text,
  image: item.image_key ? `${MEDIA_BASE}/${item.image_key}` : null,
  image_alt: item.image_key ? (item.image_alt ?? '') : null,
  target_group: item.target_group ?? null,
  position: item.position,
});

export const toEditableEntry = (item: FaqEntryRecord): EditableFaqEntry => ({
  ...toEntry(item),
  version: item.version,
});

/** Display order: position, then creation (two appends at the same moment may share a position). */
const byPosition = (a: FaqChapterRecord | FaqEntryRecord, b: FaqChapterRecord | FaqEntryRecord) =>
  a.position - b.position || a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);
const byTypeAndPosition = (a: FaqChapterRecord, b: FaqChapterRecord) =>
  FAQ_TYPES.indexOf(a.type) - FAQ_TYPES.indexOf(b.type) || byPosition(a, b);

export interface FaqRecords {
  /** In display order: by type (as in FAQ_TYPES), then position. */
  chapters: FaqChapterRecord[];
  /** In display order within each chapter. */
  entries: FaqEntryRecord[];
}

/** The whole FAQ partition in one query (paged). */
export async function loadFaqRecords(): Promise<FaqRecords> {
  const items = await queryAll<FaqChapterRecord | FaqEntryRecord>({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': FAQ_PARTITION },
  });
  return {
    chapters: items.filter((item): item is FaqChapterRecord => item.entity === 'FaqChapter').sort(byTypeAndPosition),
    entries: items.filter((item): item is FaqEntryRecord => item.entity === 'FaqEntry').sort(byPosition),
  };
}

export const entriesOf = (records: FaqRecords, chapterId: string): FaqEntryRecord[] =>
  records.entries.filter((entry) => entry.chapter_id === chapterId);

export const toEditableChapter = (chapter: FaqChapterRecord, entries: FaqEntryRecord[]): EditableFaqChapter => ({
  id: chapter.id,
  text: chapter.text,
  type: chapter.type,
  position: chapter.position,
  version: chapter.version,
  faqs: entries.map(toEditableEntry),
});

/** Every chapter with its entries, chapters and entries in position order (no versions: for the dialogs). */
export async function listFaqChapters(): Promise<FaqChapter[]> {
  const records = await loadFaqRecords();
  return records.chapters.map((chapter) => ({
    id: chapter.id,
    text: chapter.text,
    type: chapter.type,
    position: chapter.position,
    faqs: entriesOf(records, chapter.id).map(toEntry),
  }));
}

export async function getFaqChapter(chapterId: string): Promise<FaqChapterRecord | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: table(), Key: chapterKey(chapterId) }));
  return (Item as FaqChapterRecord | undefined) ?? null;
}

export async function getFaqEntry(faqId: string): Promise<FaqEntryRecord | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: table(), Key: entryKey(faqId) }));
  return (Item as FaqEntryRecord | undefined) ?? null;
}

export interface NewFaqChapter {
  text: string;
  type: FaqType;
  position: number;
}

export async function createFaqChapter(input: NewFaqChapter): Promise<string> {
  const id = randomUUID();
  const item: FaqChapterRecord = {
    ...chapterKey(id),
    entity: 'FaqChapter',
    id,
    ...input,
    entry_count: 0,
    ...newItemMeta(),
  };
  await documentClient.send(
    new PutCommand({ TableName: table(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  return id;
}

export interface NewFaqEntry {
  chapter_id: string;
  title: string;
  /** Editor HTML; the caller sanitises it. */
  text: string;
  image_key?: string;
  image_alt?: string;
  target_group?: FaqTargetGroup;
  position: number;
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type UpdateItem = NonNullable<TransactItem['Update']>;

/** Adds `delta` to a chapter's entry count; the chapter must exist (an Update would otherwise create it). */
const countEntries = (chapterId: string, delta: number): TransactItem => ({
  Update: {
    TableName: table(),
    Key: chapterKey(chapterId),
    UpdateExpression: 'ADD entry_count :delta',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':delta': delta },
  },
});

/** Stores an entry and counts it on its chapter; FaqChapterMissingError when the chapter does not exist. */
export async function createFaqEntry(input: NewFaqEntry): Promise<FaqEntryRecord> {
  const id = randomUUID();
  const item: FaqEntryRecord = { ...entryKey(id), entity: 'FaqEntry', id, ...input, ...newItemMeta() };
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          countEntries(input.chapter_id, 1),
          { Put: { TableName: table(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
        ],
      }),
    );
  } catch (error) {
    if (cancellationReasons(error)[0] === 'ConditionalCheckFailed') throw new FaqChapterMissingError();
    throw error;
  }
  return item;
}

/** A versioned SET/REMOVE update of the given fields; `null` removes an attribute. */
function versionedUpdate(
  key: Record<string, string>,
  expectedVersion: number,
  changes: Record<string, unknown>,
): { item: UpdateItem; updatedAt: string } {
  const updatedAt = new Date().toISOString();
  const names: Record<string, string> = { '#version': 'version', '#updated_at': 'updated_at' };
  const values: Record<string, unknown> = {
    ':expected': expectedVersion,
    ':version': expectedVersion + 1,
    ':updated_at': updatedAt,
  };
  const assignments = ['#version = :version', '#updated_at = :updated_at'];
  const removals: string[] = [];
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    names[`#${field}`] = field;
    if (value === null) {
      removals.push(`#${field}`);
    } else {
      values[`:${field}`] = value;
      assignments.push(`#${field} = :${field}`);
    }
  }
  return {
    item: {
      TableName: table(),
      Key: key,
      UpdateExpression: `SET ${assignments.join(', ')}${removals.length > 0 ? ` REMOVE ${removals.join(', ')}` : ''}`,
      ConditionExpression: '#version = :expected',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
    updatedAt,
  };
}

/** Applies a change object to a record the way `versionedUpdate` writes it (`null` removes). */
function applied<T extends ItemMeta>(
  current: T,
  changes: Record<string, unknown>,
  version: number,
  updatedAt: string,
): T {
  const next: Record<string, unknown> = { ...(current as ItemMeta & Record<string, unknown>) };
  for (const [field, value] of Object.entries(changes)) if (value !== undefined) next[field] = value;
  next.version = version;
  next.updated_at = updatedAt;
  return Object.fromEntries(Object.entries(next).filter(([, value]) => value !== null)) as unknown as T;
}

export type FaqChapterChanges = Partial<Pick<FaqChapterRecord, 'text' | 'type' | 'position'>>;

/** Changes a chapter if its stored version is still `expectedVersion` (409 otherwise). */
export async function updateFaqChapter(
  current: FaqChapterRecord,
  expectedVersion: number,
  changes: FaqChapterChanges,
): Promise<FaqChapterRecord> {
  const { item, updatedAt } = versionedUpdate(chapterKey(current.id), expectedVersion, changes);
  try {
    await documentClient.send(new UpdateCommand(item));
  } catch (error) {
    if (isConditionFailure(error)) throw staleVersion();
    throw error;
  }
  return applied(current, changes, expectedVersion + 1, updatedAt);
}

/**
 * Deletes a chapter if it is unchanged since `current` was read and has no entries:
 * FaqChapterNotEmptyError while entries point to it, 409 when it changed meanwhile.
 */
export async function deleteFaqChapter(current: FaqChapterRecord): Promise<void> {
  try {
    await documentClient.send(
      new DeleteCommand({
        TableName: table(),
        Key: chapterKey(current.id),
        ConditionExpression: '#version = :version AND (attribute_not_exists(entry_count) OR entry_count <= :zero)',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':version': current.version, ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const now = await getFaqChapter(current.id);
    if (now && (now.entry_count ?? 0) > 0) throw new FaqChapterNotEmptyError();
    throw staleVersion();
  }
}

export type FaqEntryChanges = {
  title?: string;
  text?: string;
  target_group?: FaqTargetGroup | null;
  chapter_id?: string;
  position?: number;
  image_key?: string | null;
  image_alt?: string | null;
};

/**
 * Changes an entry if its stored version is still `expectedVersion` (409 otherwise). A new chapter
 * moves the entry: both chapters' counts change in the same transaction, and the target chapter must
 * exist (FaqChapterMissingError).
 */
export async function updateFaqEntry(
  current: FaqEntryRecord,
  expectedVersion: number,
  changes: FaqEntryChanges,
): Promise<FaqEntryRecord> {
  const { item, updatedAt } = versionedUpdate(entryKey(current.id), expectedVersion, changes);
  const moves = changes.chapter_id !== undefined && changes.chapter_id !== current.chapter_id;
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: moves
          ? [{ Update: item }, countEntries(current.chapter_id, -1), countEntries(changes.chapter_id ?? '', 1)]
          : [{ Update: item }],
      }),
    );
  } catch (error) {
    if (moves && cancellationReasons(error)[2] === 'ConditionalCheckFailed') throw new FaqChapterMissingError();
    if (isWriteConflict(error)) throw staleVersion();
    throw error;
  }
  return applied(current, changes, expectedVersion + 1, updatedAt);
}

/** Deletes an entry unchanged since `current` was read (409 otherwise) and uncounts it on its chapter. */
export async function deleteFaqEntry(current: FaqEntryRecord): Promise<void> {
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: table(),
              Key: entryKey(current.id),
              ConditionExpression: '#version = :version',
              ExpressionAttributeNames: { '#version': 'version' },
              ExpressionAttributeValues: { ':version': current.version },
            },
          },
          countEntries(current.chapter_id, -1),
        ],
      }),
    );
  } catch (error) {
    if (isWriteConflict(error)) throw staleVersion();
    throw error;
  }
}

/** One Update per item: its new position and version, if it still has the version the client read. */
const positionUpdate = (
  key: Record<string, string>,
  { version }: FaqPositions[number],
  position: number,
  scope: { name: string; value: string },
  updatedAt: string,
): TransactItem => ({
  Update: {
    TableName: table(),
    Key: key,
    UpdateExpression: 'SET #position = :position, #version = :next, #updated_at = :updated_at',
    ConditionExpression: '#version = :expected AND #scope = :scope',
    ExpressionAttributeNames: {
      '#position': 'position',
      '#version': 'version',
      '#updated_at': 'updated_at',
      '#scope': scope.name,
    },
    ExpressionAttributeValues: {
      ':position': position,
      ':expected': version,
      ':next': version + 1,
      ':updated_at': updatedAt,
      ':scope': scope.value,
    },
  },
});

/**
 * Gives the chapters of one type the positions 0…n-1 in the order given, in one transaction: every
 * chapter must still have the version the client read and the type (409 otherwise, nothing changed).
 */
export async function reorderFaqChapters(type: FaqType, order: FaqPositions): Promise<void> {
  const updatedAt = new Date().toISOString();
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: order.map((item, position) =>
          positionUpdate(chapterKey(item.id), item, position, { name: 'type', value: type }, updatedAt),
        ),
      }),
    );
  } catch (error) {
    if (isWriteConflict(error)) throw staleVersion();
    throw error;
  }
}

/**
 * Gives the entries of one chapter the positions 0…n-1 in the order given, in one transaction: every
 * entry must still have the version the client read and belong to the chapter, and the chapter must
 * still have exactly these entries (no entry added or moved in meanwhile); 409 otherwise.
 */
export async function reorderFaqEntries(chapterId: string, order: FaqPositions): Promise<void> {
  const updatedAt = new Date().toISOString();
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName: table(),
              Key: chapterKey(chapterId),
              ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(entry_count) OR entry_count = :n)',
              ExpressionAttributeValues: { ':n': order.length },
            },
          },
          ...order.map((item, position) =>
            positionUpdate(entryKey(item.id), item, position, { name: 'chapter_id', value: chapterId }, updatedAt),
          ),
        ],
      }),
    );
  } catch (error) {
    if (isWriteConflict(error)) throw staleVersion();
    throw error;
  }
}
