import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { FaqTargetGroup, FaqType } from '@baucheck/shared/enums';
import type { FaqChapter, FaqEntry } from '@baucheck/shared/faq';
import { MEDIA_BASE } from '@baucheck/shared/http';
import { documentClient } from '#clients/dynamodb';
import { config } from '#lib/config';
import { newItemMeta, type ItemMeta } from '../data/table-design.ts';

/*
 * FAQ chapters and entries.
 *
 * Keys (one partition for the whole FAQ; it is small, read whole and cached by the CDN):
 *   chapter  pk = "FAQ"  sk = "CHAPTER#<chapter_id>"
 *   entry    pk = "FAQ"  sk = "ENTRY#<faq_id>"        (chapter_id as an attribute)
 *
 * Access patterns:
 *   all chapters with their entries (public and private FAQ dialogs) → Query pk = "FAQ"
 *   one chapter / one entry by id (edit, delete, image)              → GetItem pk, sk
 * Moving an entry to another chapter changes an attribute, not its key.
 */

const FAQ_PARTITION = 'FAQ';
const chapterKey = (chapterId: string) => ({ pk: FAQ_PARTITION, sk: `CHAPTER#${chapterId}` });
const entryKey = (faqId: string) => ({ pk: FAQ_PARTITION, sk: `ENTRY#${faqId}` });

interface ChapterItem extends ItemMeta {
  entity: 'FaqChapter';
  id: string;
  text: string;
  type: FaqType;
  position: number;
}

interface EntryItem extends ItemMeta {
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

const toEntry = (item: EntryItem): FaqEntry => ({
  id: item.id,
  chapter_id: item.chapter_id,
  title: item.title,
  text: item.text,
  image: item.image_key ? `${MEDIA_BASE}/${item.image_key}` : null,
  image_alt: item.image_key ? (item.image_alt ?? '') : null,
  target_group: item.target_group ?? null,
  position: item.position,
});

const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;

/** Every chapter with its entries, chapters and entries in position order. */
export async function listFaqChapters(): Promise<FaqChapter[]> {
  const items: Array<ChapterItem | EntryItem> = [];
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: config().TABLE_NAME,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': FAQ_PARTITION },
        ExclusiveStartKey: exclusiveStartKey,
      }),
    );
    items.push(...((page.Items ?? []) as Array<ChapterItem | EntryItem>));
    exclusiveStartKey = page.LastEvaluatedKey;
  } while (exclusiveStartKey);

  const entries = items.filter((item): item is EntryItem => item.entity === 'FaqEntry');
  return items
    .filter((item): item is ChapterItem => item.entity === 'FaqChapter')
    .sort(byPosition)
    .map((chapter) => ({
      id: chapter.id,
      text: chapter.text,
      type: chapter.type,
      position: chapter.position,
      faqs: entries
        .filter((entry) => entry.chapter_id === chapter.id)
        .sort(byPosition)
        .map(toEntry),
    }));
}

export interface NewFaqChapter {
  text: string;
  type: FaqType;
  position: number;
}

export async function createFaqChapter(input: NewFaqChapter): Promise<string> {
  const id = randomUUID();
  const item: ChapterItem = { ...chapterKey(id), entity: 'FaqChapter', id, ...input, ...newItemMeta() };
  await documentClient.send(
    new PutCommand({ TableName: config().TABLE_NAME, Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
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

export async function createFaqEntry(input: NewFaqEntry): Promise<string> {
  const id = randomUUID();
  const item: EntryItem = { ...entryKey(id), entity: 'FaqEntry', id, ...input, ...newItemMeta() };
  await documentClient.send(
    new PutCommand({ TableName: config().TABLE_NAME, Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  return id;
}
