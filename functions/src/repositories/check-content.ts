import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Attribute, Outcome, Slide, SlideResponse } from '@baucheck/shared/checks';
import type { OutcomeSeverity, SlideAttributeKey, SlideType } from '@baucheck/shared/enums';
import { documentClient } from '#clients/dynamodb';
import { isConditionFailure, isWriteConflict, staleVersion } from '#lib/conditional';
import { config } from '#lib/config';
import { HttpError } from '#lib/errors';
import { queryAll } from '../data/query.ts';
import type { ItemMeta } from '../data/table-design.ts';
import {
  attributeSk,
  checkPartition,
  LOCAL_PREFIX,
  localAttributeSk,
  localRevisionKey,
  localValuesPrefix,
  META,
  outcomeKey,
  responseSk,
  slideKey,
  VERSION_PREFIX,
} from './check-keys.ts';
import type { CheckRecord } from './checks.ts';

/* Slides, attributes (the check's own and the units' local values), responses and outcomes of a
 * check's draft. Keys and access patterns: check-keys.ts. */

const table = () => config().TABLE_NAME;
type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

export interface SlideRecord extends ItemMeta {
  id: string;
  check_id: string;
  type: SlideType;
  position: number;
}
export interface AttributeRecord extends ItemMeta {
  id: string;
  check_id: string;
  slide_id: string;
  key: SlideAttributeKey;
  value: string;
  reference_unit_id: string | null;
}
export interface ResponseRecord extends ItemMeta {
  id: string;
  check_id: string;
  slide_id: string;
  answer: 'ja' | 'nein';
  label: string;
  position: number;
  next_slide_id: string | null;
  outcome_id: string | null;
}
export interface OutcomeRecord extends ItemMeta {
  id: string;
  check_id: string;
  chapter_id: string;
  title: string;
  text: string;
  severity: OutcomeSeverity;
  ranking: number;
}

export interface DraftContent {
  slides: SlideRecord[];
  attributes: AttributeRecord[];
  responses: ResponseRecord[];
  outcomes: OutcomeRecord[];
  /** The local revision (localRevisionKey) of each unit whose local values were loaded; 0 before its first change. */
  localRevisions: Record<string, number>;
}

export const slideItem = (record: SlideRecord) => ({ ...slideKey(record.id), entity: 'Slide', ...record });
export const attributeItem = (record: AttributeRecord) => ({
  pk: checkPartition(record.check_id),
  sk:
    record.reference_unit_id === null
      ? attributeSk(record.slide_id, record.id)
      : localAttributeSk(record.reference_unit_id, record.slide_id, record.id),
  entity: 'Attribute',
  ...record,
});
export const responseItem = (record: ResponseRecord) => ({
  pk: checkPartition(record.check_id),
  sk: responseSk(record.slide_id, record.id),
  entity: 'Response',
  ...record,
});
export const outcomeItem = (record: OutcomeRecord) => ({ ...outcomeKey(record.id), entity: 'Outcome', ...record });

type ContentItem = Record<string, unknown> & { entity: string };

const LOCAL_REVISION = 'LocalRevision';

/**
 * Local values of a check for the given units (each unit's own prefix, so other units' values are
 * not read), with each unit's local revision, which the same Query reads (its key is the prefix
 * itself). Strongly consistent: residents' next read after a change must see it.
 */
export async function loadLocalContent(
  checkId: string,
  units: readonly string[],
): Promise<{ values: AttributeRecord[]; revisions: Record<string, number> }> {
  const pages = await Promise.all(
    units.map((unitId) =>
      queryAll<AttributeRecord & { entity: string; revision?: number }>({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': checkPartition(checkId), ':prefix': localValuesPrefix(unitId) },
        ConsistentRead: true,
      }),
    ),
  );
  const revisions: Record<string, number> = {};
  units.forEach((unitId, index) => {
    revisions[unitId] = pages[index]?.find((item) => item.entity === LOCAL_REVISION)?.revision ?? 0;
  });
  return { values: pages.flat().filter((item) => item.entity !== LOCAL_REVISION), revisions };
}

export const loadLocalValues = async (checkId: string, units: readonly string[]): Promise<AttributeRecord[]> =>
  (await loadLocalContent(checkId, units)).values;

/**
 * The draft content of a check: its own slides, attribute values, responses and outcomes (the two
 * ranges of its partition around the units' local values) and the local values of the given units
 * (none by default).
 */
export async function loadDraftContent(checkId: string, localUnits: readonly string[] = []): Promise<DraftContent> {
  const ownRange = (condition: string, values: Record<string, string>) =>
    queryAll<ContentItem>({
      TableName: table(),
      KeyConditionExpression: `pk = :pk AND ${condition}`,
      ExpressionAttributeValues: { ':pk': checkPartition(checkId), ...values },
    });
  const [attributes, rest, local] = await Promise.all([
    ownRange('sk < :local', { ':local': LOCAL_PREFIX }),
    ownRange('sk BETWEEN :meta AND :versions', { ':meta': META, ':versions': VERSION_PREFIX }),
    localUnits.length === 0 ? { values: [], revisions: {} } : loadLocalContent(checkId, localUnits),
  ]);
  const items = [...attributes, ...rest];
  const of = <T>(entity: string) => items.filter((item) => item.entity === entity) as unknown as T[];
  return {
    slides: of<SlideRecord>('Slide').sort((a, b) => a.position - b.position),
    attributes: [...of<AttributeRecord>('Attribute'), ...local.values],
    responses: of<ResponseRecord>('Response').sort((a, b) => a.position - b.position),
    outcomes: of<OutcomeRecord>('Outcome').sort((a, b) => a.ranking - b.ranking),
    localRevisions: local.revisions,
  };
}

export const toAttribute = (record: AttributeRecord): Attribute => ({
  id: record.id,
  slide_id: record.slide_id,
  key: record.key,
  value: record.value,
  reference_unit_id: record.reference_unit_id,
  version: record.version,
});
export const toResponse = (record: ResponseRecord): SlideResponse => ({
  id: record.id,
  slide_id: record.slide_id,
  answer: record.answer,
  label: record.label,
  position: record.position,
  next_slide_id: record.next_slide_id,
  outcome_id: record.outcome_id,
});
export const toOutcome = (record: OutcomeRecord): Outcome => ({
  id: record.id,
  check_id: record.check_id,
  chapter_id: record.chapter_id,
  title: record.title,
  text: record.text,
  severity: record.severity,
  ranking: record.ranking,
  version: record.version,
});
/** The draft's slides with the check's own attribute values and those of the given units. */
export const toSlides = (content: DraftContent, unitIds: readonly string[] = []): Slide[] =>
  content.slides.map((slide) => ({
    id: slide.id,
    check_id: slide.check_id,
    type: slide.type,
    position: slide.position,
    version: slide.version,
    attributes: content.attributes
      .filter(
        (attribute) =>
          attribute.slide_id === slide.id &&
          (attribute.reference_unit_id === null || unitIds.includes(attribute.reference_unit_id)),
      )
      .map(toAttribute),
    responses: content.responses.filter((response) => response.slide_id === slide.id).map(toResponse),
  }));

const MAX_TRANSACTION_ITEMS = 100;
export const TOO_LARGE_TEXT =
  'Diese Änderung betrifft zu viele Einträge auf einmal. Bitte in kleineren Schritten vornehmen.';

/**
 * Runs one atomic change of draft content. Besides each item's own version condition, it advances
 * the check's `content_revision` from the value read at the start of the request, so two concurrent
 * changes of one draft cannot interleave (one gets 409) and a publish can name the content it
 * reviewed. The check's own `version` (title, legal basis) is left alone.
 */
export async function commitDraftChange(check: CheckRecord, items: TransactItem[]): Promise<void> {
  if (items.length + 1 > MAX_TRANSACTION_ITEMS)
    throw new HttpError(422, [{ loc: ['body'], msg: TOO_LARGE_TEXT, type: 'too_large' }]);
  const touch: TransactItem = {
    Update: {
      TableName: table(),
      Key: { pk: checkPartition(check.id), sk: 'META' },
      UpdateExpression: 'SET content_revision = :next, updated_at = :now',
      ConditionExpression: 'content_revision = :expected AND attribute_type(deleted_at, :null)',
      ExpressionAttributeValues: {
        ':next': check.content_revision + 1,
        ':expected': check.content_revision,
        ':now': new Date().toISOString(),
        ':null': 'NULL',
      },
    },
  };
  try {
    await documentClient.send(new TransactWriteCommand({ TransactItems: [touch, ...items] }));
  } catch (error) {
    if (isConditionFailure(error)) throw staleVersion();
    throw error;
  }
}

/**
 * Runs one atomic change of a unit's local values. Local values are not the draft: the check's
 * `content_revision` is left alone (a Land may have thousands of Gemeinden saving theirs; each would
 * otherwise refuse the others' changes and the author's publish). The unit's own local revision
 * advances instead, from the value read at the start of the request (`expectedRevision`), so two
 * concurrent changes of one unit's values cannot interleave (one gets 409), and residents' ETags name
 * it (public-check-revisions.ts). The check must not be deleted.
 */
export async function commitLocalChange(
  check: CheckRecord,
  unitId: string,
  expectedRevision: number,
  items: TransactItem[],
): Promise<void> {
  if (items.length + 2 > MAX_TRANSACTION_ITEMS)
    throw new HttpError(422, [{ loc: ['body'], msg: TOO_LARGE_TEXT, type: 'too_large' }]);
  const notDeleted: TransactItem = {
    ConditionCheck: {
      TableName: table(),
      Key: { pk: checkPartition(check.id), sk: META },
      ConditionExpression: 'attribute_type(deleted_at, :null)',
      ExpressionAttributeValues: { ':null': 'NULL' },
    },
  };
  const revision: TransactItem = {
    Update: {
      TableName: table(),
      Key: localRevisionKey(check.id, unitId),
      UpdateExpression: 'SET revision = :next, entity = :entity, updated_at = :now',
      ConditionExpression: expectedRevision === 0 ? 'attribute_not_exists(revision)' : 'revision = :expected',
      ExpressionAttributeValues: {
        ':next': expectedRevision + 1,
        ':entity': LOCAL_REVISION,
        ':now': new Date().toISOString(),
        ...(expectedRevision === 0 ? {} : { ':expected': expectedRevision }),
      },
    },
  };
  try {
    await documentClient.send(new TransactWriteCommand({ TransactItems: [notDeleted, revision, ...items] }));
  } catch (error) {
    if (isWriteConflict(error)) throw staleVersion();
    throw error;
  }
}

/** A Put of a changed item that must still be at the version the client read. */
export const putIfVersion = (item: Record<string, unknown>, expectedVersion: number): TransactItem => ({
  Put: {
    TableName: table(),
    Item: item,
    ConditionExpression: 'version = :v',
    ExpressionAttributeValues: { ':v': expectedVersion },
  },
});
export const putNew = (item: Record<string, unknown>): TransactItem => ({
  Put: { TableName: table(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
});
export const deleteItem = (key: { pk: string; sk: string }): TransactItem => ({
  Delete: { TableName: table(), Key: key },
});
export const putItem = (item: Record<string, unknown>): TransactItem => ({ Put: { TableName: table(), Item: item } });
