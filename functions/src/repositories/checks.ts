import { DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Check, PublishedVersion } from '@baucheck/shared/checks';
import type { CheckGroup, CheckType } from '@baucheck/shared/enums';
import type { EngineCheck } from '@baucheck/shared/engine/model';
import { documentClient } from '#clients/dynamodb';
import { isWriteConflict, staleVersion, versionedUpdate } from '#lib/conditional';
import { config } from '#lib/config';
import { batchGetAll, batchWriteAll } from '../data/batch.ts';
import { decodeCursor, invalidCursor } from '../data/cursor.ts';
import { DEFAULT_BUDGET, queryPage, type FilteredPage } from '../data/page.ts';
import { newItemMeta, type ItemMeta } from '../data/table-design.ts';
import {
  associationKey,
  checkListKeys,
  checkListSortKey,
  checkPartition,
  META,
  usedByKeys,
  usedByPartition,
  versionSk,
  type CheckList,
} from './check-keys.ts';
import type { AttributeRecord, OutcomeRecord, ResponseRecord, SlideRecord } from './check-content.ts';

/* Checks, their published versions and associations with reference units. Keys and access
 * patterns: check-keys.ts. The check record and associations are read strongly consistent: they
 * decide what residents are served, and a resident's read right after a publish or an association
 * must see it (the CDN would otherwise keep the old answer for s-maxage). */

const table = () => config().TABLE_NAME;

export interface CheckRecord extends ItemMeta {
  id: string;
  group: CheckGroup;
  type: CheckType;
  title: string;
  land_id: string;
  owner_unit_id: string | null;
  source_check_id: string | null;
  legal_basis: string;
  as_of: string;
  latest_version: number;
  /** Advances with every change of the draft's content (slides, attributes, responses, outcomes). */
  content_revision: number;
  /** Whether the check's Land uses it by its own association (see associationsOf). */
  land_associated?: boolean;
  /**
   * How many Gemeinden use the check by an association of their own: a count, not their ids, so the
   * record (read with every list) does not grow with the Land's Gemeinden; which ones they are, the
   * units' own association items say (the staff unit lists show each unit's check).
   */
  associated_gemeinden?: number;
  /** Local data written before the counts (November 2026): the associated units' ids, read only without them. */
  reference_unit_ids?: string[];
  deleted_at: string | null;
  /**
   * What staff lists show of the newest published version (its title, legal basis, date…), kept with
   * the pointer to it at publishing, so that a list of checks needs no read of their snapshots (each
   * with its whole definition). Absent on checks last published before it was kept (local data).
   */
  latest_published?: PublishedVersion;
}

/** Who uses a check by association: its Land (yes or no) and how many Gemeinden. */
export function associationsOf(record: CheckRecord): { land: boolean; gemeinden: number } {
  if (record.associated_gemeinden !== undefined)
    return { land: record.land_associated ?? false, gemeinden: record.associated_gemeinden };
  const ids = record.reference_unit_ids ?? [];
  const land = ids.includes(record.land_id);
  return { land, gemeinden: ids.length - (land ? 1 : 0) };
}

/** A record written before the counts (associationsOf) with its counts after `unitId` started (+1) or stopped (-1) using it. */
function countedAssociations(record: CheckRecord, unitId: string, change: 1 | -1) {
  const { land, gemeinden } = associationsOf(record);
  return unitId === record.land_id
    ? { land_associated: change > 0, associated_gemeinden: gemeinden }
    : { land_associated: land, associated_gemeinden: gemeinden + change };
}

/** The newest published version as the record keeps it; undefined for a record that does not (see latest_published). */
export const keptLatestVersion = (record: CheckRecord): PublishedVersion | undefined =>
  record.latest_version > 0 && record.latest_published?.version === record.latest_version
    ? record.latest_published
    : undefined;

export const toCheck = (record: CheckRecord): Check => ({
  id: record.id,
  group: record.group,
  type: record.type,
  title: record.title,
  land_id: record.land_id,
  owner_unit_id: record.owner_unit_id,
  source_check_id: record.source_check_id,
  legal_basis: record.legal_basis,
  as_of: record.as_of,
  latest_version: record.latest_version,
  published_at: keptLatestVersion(record)?.published_at ?? null,
  content_revision: record.content_revision,
  land_associated: associationsOf(record).land,
  associated_gemeinden: associationsOf(record).gemeinden,
  deleted_at: record.deleted_at,
  updated_at: record.updated_at,
  version: record.version,
});

/** A published version: the draft's structure and own attribute values, frozen. */
export interface VersionRecord {
  check_id: string;
  version: number;
  group: CheckGroup;
  type: CheckType;
  title: string;
  land_id: string;
  legal_basis: string;
  as_of: string;
  published_at: string;
  published_by: string;
  definition: EngineCheck;
}

export const toPublishedVersion = (record: VersionRecord): PublishedVersion => ({
  check_id: record.check_id,
  version: record.version,
  group: record.group,
  type: record.type,
  title: record.title,
  land_id: record.land_id,
  legal_basis: record.legal_basis,
  as_of: record.as_of,
  published_at: record.published_at,
});

const metaItem = (record: CheckRecord) => ({
  pk: checkPartition(record.id),
  sk: META,
  entity: 'Check',
  ...checkListKeys(record),
  ...record,
});

export type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];
type MetaChanges = Partial<
  Pick<
    CheckRecord,
    | 'title'
    | 'legal_basis'
    | 'as_of'
    | 'deleted_at'
    | 'latest_version'
    | 'latest_published'
    | 'land_associated'
    | 'associated_gemeinden'
  >
>;

/**
 * An update of the check's own fields that must find it at `check.version` (and, with
 * `revision`, at that content revision). Only the named fields change, so a concurrent content
 * change (which advances `content_revision`) is never overwritten.
 */
function metaUpdate(
  check: CheckRecord,
  changes: MetaChanges,
  revision?: number,
): { item: TransactItem; updated: CheckRecord } {
  const { updated, ...update } = versionedUpdate(check, changes);
  if (changes.deleted_at) {
    // Associations do not advance the version (associationCountChange): one made since the check was
    // read must still refuse its deletion. A record without counts changes them only at its version.
    update.ConditionExpression +=
      ' AND (attribute_not_exists(associated_gemeinden) OR (associated_gemeinden = :none AND land_associated = :no))';
    update.ExpressionAttributeValues[':none'] = 0;
    update.ExpressionAttributeValues[':no'] = false;
  }
  if (changes.title !== undefined) {
    // The lists sort by title (check-keys.ts): a new title moves the check in both.
    update.UpdateExpression += ', gsi1sk = :list_sk, gsi2sk = :list_sk';
    update.ExpressionAttributeValues[':list_sk'] = checkListSortKey(updated);
  }
  if (revision !== undefined) {
    update.ConditionExpression += ' AND content_revision = :revision';
    update.ExpressionAttributeValues[':revision'] = revision;
  }
  return {
    updated,
    item: { Update: { TableName: table(), Key: { pk: checkPartition(check.id), sk: META }, ...update } },
  };
}

async function transact(items: TransactItem[]): Promise<void> {
  try {
    await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    // Two transactions on one item at once cancel one with TransactionConflict: the same 409 as a stale version.
    if (isWriteConflict(error)) throw staleVersion();
    throw error;
  }
}

export async function getCheckRecord(id: string): Promise<CheckRecord | null> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: table(), Key: { pk: checkPartition(id), sk: META }, ConsistentRead: true }),
  );
  return (Item as CheckRecord | undefined) ?? null;
}

/** The checks with these ids that exist, in no particular order (strongly consistent, 100 per call). */
export async function getCheckRecords(ids: readonly string[]): Promise<CheckRecord[]> {
  const keys = [...new Set(ids)].map((id) => ({ pk: checkPartition(id), sk: META }));
  return batchGetAll<CheckRecord>(keys, true);
}

/** Where a page over several lists stopped: the list (its partition) and, within it, the cursor of the last key read. */
interface ListsCursor {
  list: string;
  key?: string;
}

const listKeys = (list: CheckList) => ['pk', 'sk', `${list.index}pk`, `${list.index}sk`];

/**
 * The list a cursor continues in (its position in `lists`) and the key in it. Anything DynamoDB would
 * refuse as a start key answers 422, not 500: a cursor of other lists, a key that lacks one of the
 * list's key attributes, is of another partition, or (with a group) lies outside the group's range.
 */
function decodeListsCursor(
  cursor: string | undefined,
  lists: readonly CheckList[],
  group: CheckGroup | undefined,
): { at: number; key?: string } {
  if (!cursor) return { at: 0 };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!parsed || typeof parsed !== 'object') throw invalidCursor();
  const { list: partition, key } = parsed as Partial<ListsCursor>;
  const at = lists.findIndex((list) => list.partition === partition);
  const list = lists[at];
  if (!list || (key !== undefined && typeof key !== 'string')) throw invalidCursor();
  if (key) {
    const names = listKeys(list);
    const start = decodeCursor(key, names) ?? {};
    const fits =
      names.every((name) => name in start) &&
      start[`${list.index}pk`] === list.partition &&
      (!group || String(start[`${list.index}sk`]).startsWith(`${group}#`));
    if (!fits) throw invalidCursor();
  }
  return { at, key };
}

const encodeListsCursor = (cursor: ListsCursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

/**
 * A page of the checks in some lists (check-keys.ts), one list after the other, each in title order,
 * optionally of one group only and only those that `matches`. A request reads at most `limit` checks
 * without a filter and DEFAULT_BUDGET with one, and one Query per list it reaches: the number of
 * lists (a Land's two, an Administrator's one per Land and one more) bounds it, never the number of
 * checks or Gemeinden.
 */
export async function listCheckPage(
  lists: readonly CheckList[],
  options: { group?: CheckGroup; cursor?: string; limit: number; matches?: (check: CheckRecord) => boolean },
): Promise<FilteredPage<CheckRecord>> {
  const start = decodeListsCursor(options.cursor, lists, options.group);
  const items: CheckRecord[] = [];
  let read = 0;
  for (let at = start.at; at < lists.length; at += 1) {
    const list = lists[at] as CheckList;
    const [pk, sk] = [`${list.index}pk`, `${list.index}sk`];
    const page = await queryPage<CheckRecord & Record<string, unknown>>(
      {
        TableName: table(),
        IndexName: list.index,
        // DynamoDB refuses begins_with on an empty string: without a group the key condition is the partition only.
        KeyConditionExpression: options.group ? `${pk} = :pk AND begins_with(${sk}, :group)` : `${pk} = :pk`,
        ExpressionAttributeValues: {
          ':pk': list.partition,
          ...(options.group ? { ':group': `${options.group}#` } : {}),
        },
      },
      {
        keys: listKeys(list),
        cursor: at === start.at ? start.key : undefined,
        limit: options.limit - items.length,
        ...(options.matches ? { matches: options.matches, budget: DEFAULT_BUDGET - read } : {}),
      },
    );
    items.push(...page.items);
    read += page.read;
    if (page.nextCursor)
      return { items, nextCursor: encodeListsCursor({ list: list.partition, key: page.nextCursor }) };
    const next = lists[at + 1];
    if (next && (items.length === options.limit || read >= DEFAULT_BUDGET))
      return { items, nextCursor: encodeListsCursor({ list: next.partition }) };
  }
  return { items, nextCursor: null };
}

export type NewCheck = Omit<
  CheckRecord,
  keyof ItemMeta | 'latest_version' | 'content_revision' | 'land_associated' | 'associated_gemeinden' | 'deleted_at'
>;

export async function createCheckRecord(input: NewCheck): Promise<CheckRecord> {
  const record: CheckRecord = {
    ...input,
    latest_version: 0,
    content_revision: 1,
    land_associated: false,
    associated_gemeinden: 0,
    deleted_at: null,
    ...newItemMeta(),
  };
  await documentClient.send(
    new PutCommand({ TableName: table(), Item: metaItem(record), ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  return record;
}

/** Updates the check's own fields if it is still at `expectedVersion` (409 otherwise). */
export async function updateCheckRecord(
  current: CheckRecord,
  expectedVersion: number,
  changes: Pick<MetaChanges, 'title' | 'legal_basis' | 'as_of' | 'deleted_at'>,
): Promise<CheckRecord> {
  if (current.version !== expectedVersion) throw staleVersion();
  const { item, updated } = metaUpdate(current, changes);
  await transact([item]);
  return updated;
}

export async function getVersionRecord(checkId: string, version: number): Promise<VersionRecord | null> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: table(), Key: { pk: checkPartition(checkId), sk: versionSk(version) } }),
  );
  return (Item?.snapshot as VersionRecord | undefined) ?? null;
}

/** The given published versions that exist (in no particular order): one BatchGetItem per 100. */
export async function getVersionRecords(
  versions: ReadonlyArray<{ checkId: string; version: number }>,
): Promise<VersionRecord[]> {
  const keys = versions.map(({ checkId, version }) => ({ pk: checkPartition(checkId), sk: versionSk(version) }));
  const items = await batchGetAll<{ snapshot: VersionRecord }>(keys);
  return items.map((item) => item.snapshot);
}

/**
 * Publishes atomically: the new immutable version and the check's pointer to it in one transaction,
 * conditional on the check record and the draft content (`content_revision`) the snapshot was made from.
 * `alongside` are writes that stand or fall with the publish (confirmed test cases' new results).
 */
export async function publishVersion(
  check: CheckRecord,
  snapshot: VersionRecord,
  alongside: readonly TransactItem[] = [],
): Promise<CheckRecord> {
  const { item, updated } = metaUpdate(
    check,
    { latest_version: snapshot.version, latest_published: toPublishedVersion(snapshot) },
    check.content_revision,
  );
  await transact([
    {
      Put: {
        TableName: table(),
        Item: { pk: checkPartition(check.id), sk: versionSk(snapshot.version), entity: 'CheckVersion', snapshot },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    item,
    ...alongside,
  ]);
  return updated;
}

/** The check a unit uses for a group by its own association, or null. */
export async function getAssociation(unitId: string, group: CheckGroup): Promise<string | null> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: table(), Key: associationKey(unitId, group), ConsistentRead: true }),
  );
  return (Item?.check_id as string | undefined) ?? null;
}

/**
 * The associations of several units for several groups at once (the checks they use by their own
 * association), as check ids by unit and group: one BatchGetItem per 100 pairs, strongly consistent
 * like getAssociation.
 */
export async function getAssociationsOf(
  unitIds: readonly string[],
  groups: readonly CheckGroup[],
): Promise<Map<string, Partial<Record<CheckGroup, string>>>> {
  const keys = unitIds.flatMap((unitId) => groups.map((group) => associationKey(unitId, group)));
  const items = await batchGetAll<{ pk: string; sk: string; check_id: string }>(keys, true, ['pk', 'sk', 'check_id']);
  const byUnit = new Map<string, Partial<Record<CheckGroup, string>>>();
  const [unitPrefix, groupPrefix] = [associationKey('', '').pk, associationKey('', '').sk];
  for (const item of items) {
    const unitId = item.pk.slice(unitPrefix.length);
    byUnit.set(unitId, { ...byUnit.get(unitId), [item.sk.slice(groupPrefix.length) as CheckGroup]: item.check_id });
  }
  return byUnit;
}

/** Every association of a unit, by group: one Query of its partition's ASSOC# items (at most four). */
export async function getAssociations(unitId: string): Promise<Partial<Record<CheckGroup, string>>> {
  const { pk, sk } = associationKey(unitId, '');
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :assoc)',
      ExpressionAttributeValues: { ':pk': pk, ':assoc': sk },
      ConsistentRead: true,
    }),
  );
  return Object.fromEntries(Items.map((item) => [String(item.sk).slice(sk.length), item.check_id as string]));
}

/**
 * The change of a check's association counts when `unitId` starts (+1) or stops (-1) using it. An
 * association is no edit of the check: its version stays, so an editor holding it is not refused
 * because a Gemeinde associated meanwhile, and concurrent associations of one check add up instead of
 * refusing each other. The association item's own condition, in the same transaction, makes each
 * change count once; a started association needs the check not deleted, a count never goes below
 * zero. A record written before the counts is converted here, conditional on its version.
 */
function associationCountChange(check: CheckRecord, unitId: string, change: 1 | -1): TransactItem {
  if (check.associated_gemeinden === undefined)
    return metaUpdate(check, countedAssociations(check, unitId, change)).item;
  const conditions = ['attribute_exists(associated_gemeinden)'];
  const values: Record<string, unknown> = {};
  let update: string;
  if (unitId === check.land_id) {
    update = 'SET land_associated = :land';
    values[':land'] = change > 0;
  } else {
    update = 'ADD associated_gemeinden :change';
    values[':change'] = change;
    if (change < 0) {
      conditions.push('associated_gemeinden >= :one');
      values[':one'] = 1;
    }
  }
  if (change > 0) {
    conditions.push('(attribute_not_exists(deleted_at) OR attribute_type(deleted_at, :null_type))');
    values[':null_type'] = 'NULL';
  }
  return {
    Update: {
      TableName: table(),
      Key: { pk: checkPartition(check.id), sk: META },
      UpdateExpression: update,
      ConditionExpression: conditions.join(' AND '),
      ExpressionAttributeValues: values,
    },
  };
}

/** A unit as its association names it (its place in the list of the check's units). */
export type AssociatedUnit = { id: string; name: string; kind: string };

/**
 * Associates a check with a unit for its group, atomically replacing the unit's previous check for
 * that group (`previous`: its id as the unit's association named it, and its record unless it is
 * gone) and moving both checks' counts. The association is written only if it is still what was
 * read, so two concurrent associations of one unit cannot both count. Answers the check as it is now.
 */
export async function associate(
  check: CheckRecord,
  unit: AssociatedUnit,
  previous: { id: string; record: CheckRecord | null } | null,
): Promise<CheckRecord> {
  const items: TransactItem[] = [
    {
      Put: {
        TableName: table(),
        Item: {
          ...associationKey(unit.id, check.group),
          ...usedByKeys(check.id, unit),
          entity: 'Association',
          check_id: check.id,
          unit_id: unit.id,
          unit_name: unit.name,
          created_at: new Date().toISOString(),
        },
        ...(previous
          ? { ConditionExpression: 'check_id = :previous', ExpressionAttributeValues: { ':previous': previous.id } }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      },
    },
    associationCountChange(check, unit.id, 1),
  ];
  if (previous?.record) items.push(associationCountChange(previous.record, unit.id, -1));
  await transact(items);
  return (await getCheckRecord(check.id)) ?? check;
}

/** Removes a unit's association with a check, atomically with the check's counts; answers the check as it is now. */
export async function disassociate(check: CheckRecord, unitId: string): Promise<CheckRecord> {
  await transact([
    {
      Delete: {
        TableName: table(),
        Key: associationKey(unitId, check.group),
        ConditionExpression: 'check_id = :check',
        ExpressionAttributeValues: { ':check': check.id },
      },
    },
    associationCountChange(check, unitId, -1),
  ]);
  return (await getCheckRecord(check.id)) ?? check;
}

/**
 * A page of the ids of the units that use a check by their own association (its Land first, then its
 * Gemeinden by name), optionally only those whose name or id `matches`; one Query of the check's list.
 */
export async function unitsUsingPage(
  checkId: string,
  options: { cursor?: string; limit: number; matches?: (unit: { id: string; name: string }) => boolean },
): Promise<FilteredPage<string>> {
  const { matches } = options;
  const keys = ['pk', 'sk', 'gsi1pk', 'gsi1sk'];
  const partition = usedByPartition(checkId);
  // A start key of another list, or lacking a key, is one DynamoDB refuses: 422, not 500.
  const start = decodeCursor(options.cursor, keys);
  if (start && (start.gsi1pk !== partition || !keys.every((name) => name in start))) throw invalidCursor();
  const page = await queryPage<{ unit_id: string; unit_name: string } & Record<string, unknown>>(
    {
      TableName: table(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': partition },
    },
    {
      keys,
      cursor: options.cursor,
      limit: options.limit,
      ...(matches ? { matches: (item) => matches({ id: item.unit_id, name: item.unit_name }) } : {}),
    },
  );
  return { items: page.items.map((item) => item.unit_id), nextCursor: page.nextCursor };
}

export interface CopiedContent {
  slides: SlideRecord[];
  attributes: AttributeRecord[];
  responses: ResponseRecord[];
  outcomes: OutcomeRecord[];
}

/**
 * Writes a copied check. A copy can exceed a transaction's 100 items, so its content is written
 * first, invisible without its META item, and the META item last: the copy appears whole or not at
 * all. If writing fails midway, the orphaned content is removed again.
 */
export async function writeCopy(record: CheckRecord, items: Array<Record<string, unknown>>): Promise<CheckRecord> {
  try {
    await batchWriteAll(items.map((Item) => ({ PutRequest: { Item } })));
    await documentClient.send(
      new PutCommand({ TableName: table(), Item: metaItem(record), ConditionExpression: 'attribute_not_exists(pk)' }),
    );
  } catch (error) {
    await Promise.allSettled(
      items.map((item) =>
        documentClient.send(new DeleteCommand({ TableName: table(), Key: { pk: item.pk, sk: item.sk } })),
      ),
    );
    throw error;
  }
  return record;
}
