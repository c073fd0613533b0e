import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AuthorityContact, ReferenceUnit, ReferenceUnitKind } from '@baucheck/shared/reference-units';
import { MEDIA_BASE } from '@baucheck/shared/http';
import { foldForSearch } from '@baucheck/shared/search-folding';
import { documentClient } from '#clients/dynamodb';
import { config } from '#lib/config';
import { batchGetAll } from '../data/batch.ts';
import { decodeCursor, encodeCursor } from '../data/cursor.ts';
import { newItemMeta, withoutKeys, type ItemMeta } from '../data/table-design.ts';
import { queryAll } from '../data/query.ts';
import { batchWriteAll } from '../data/batch.ts';
import { searchTermItems, searchTerms, type SearchTermUnit } from './unit-search.ts';

/*
 * Reference units (Länder and Gemeinden), for Germany: 16 Länder, about 10,800 Gemeinden. No access
 * pattern reads all of them; lists are read a page at a time.
 *
 * Keys:
 *   unit        pk = "REFUNIT#<id>"           sk = "REFUNIT"
 *               gsi1pk = "REFUNITS"            gsi1sk = "<0 Land | 1 Gemeinde>#<folded name>#<id>"  (all: Länder first, by name)
 *               gsi2pk = "REFUNITS_IN#<land>"  gsi2sk = "<folded name>#<id>"         (a Land's Gemeinden; Länder have none)
 *   AGS claim   pk = "REFUNIT_AGS#<ags>"       sk = "CLAIM"     unit_id               (the AGS is unique)
 *   slug claim  pk = "REFUNIT_SLUG#<slug>"     sk = "CLAIM"     unit_id               (the slug is unique)
 *   membership  pk = "ORG#<organisation id>"   sk = "REFUNIT#<id>"                    (an organisation's units)
 *   search      see unit-search.ts
 *   (the unit's associations live in its partition: repositories/check-keys.ts)
 *
 * Access patterns:
 *   one unit by id (strongly consistent: residents are served from it) → GetItem
 *   one unit by slug or AGS                   → GetItem of the claim, then of the unit
 *   many units by AGS (the import)            → BatchGetItem of the claims, then of the units
 *   a page of all units / of a Land's         → Query gsi1 / gsi2 with Limit and a cursor
 *   a Land's Gemeinden by name start          → Query gsi2 begins_with(gsi2sk, <folded prefix>)
 *   the Länder (at most 16)                   → Query gsi1 begins_with "0#"
 *   an organisation's units (staff territory) → Query pk = "ORG#<id>" begins_with "REFUNIT#"
 *     (counted with Select COUNT before the organisation is deleted or retyped)
 *   search by name, PLZ or AGS                → unit-search.ts
 *
 * Writes: the unit, its claims and its membership change in one transaction, conditional on the
 * version read; the search terms follow (see unit-search.ts for how a failure between is repaired).
 */

export const unitPartition = (id: string) => `REFUNIT#${id}`;
const UNIT_SK = 'REFUNIT';
export const unitKey = (id: string) => ({ pk: unitPartition(id), sk: UNIT_SK });
const agsClaimKey = (ags: string) => ({ pk: `REFUNIT_AGS#${ags}`, sk: 'CLAIM' });
const slugClaimKey = (slug: string) => ({ pk: `REFUNIT_SLUG#${slug}`, sk: 'CLAIM' });
const membershipKey = (organisationId: string, unitId: string) => ({
  pk: `ORG#${organisationId}`,
  sk: `REFUNIT#${unitId}`,
});
const table = () => config().TABLE_NAME;

export interface ReferenceUnitRecord extends ItemMeta {
  id: string;
  slug: string;
  name: string;
  kind: ReferenceUnitKind;
  ags: string;
  plz: string[];
  parent_id: string | null;
  /** The staff organisation responsible for the unit (its Land ministry or its Kommune). */
  organisation_id: string | null;
  coat_of_arms_key: string | null;
  contact: AuthorityContact;
  side_laws: ReferenceUnit['side_laws'];
  links: ReferenceUnit['links'];
  demo: boolean;
  /** False once deactivated: residents no longer find the unit; its content is kept. */
  active: boolean;
  /**
   * Set while the unit's search terms are being rewritten after a change: what the terms were written
   * for before (null for a new unit), so that a repair knows which terms to remove.
   */
  search_pending?: SearchTermUnit | null;
}

export const toReferenceUnit = (record: ReferenceUnitRecord): ReferenceUnit => ({
  id: record.id,
  slug: record.slug,
  name: record.name,
  kind: record.kind,
  ags: record.ags,
  plz: record.plz,
  parent_id: record.parent_id,
  coat_of_arms: record.coat_of_arms_key ? `${MEDIA_BASE}/${record.coat_of_arms_key}` : null,
  contact: record.contact,
  side_laws: record.side_laws,
  links: record.links,
  demo: record.demo,
});

/** Länder sort before Gemeinden in the list of all units. */
const KIND_ORDER: Record<ReferenceUnitKind, string> = { Land: '0', Gemeinde: '1' };

const listKeys = (record: Pick<ReferenceUnitRecord, 'id' | 'kind' | 'name' | 'parent_id'>) => {
  const folded = foldForSearch(record.name);
  return {
    gsi1pk: 'REFUNITS',
    gsi1sk: `${KIND_ORDER[record.kind]}#${folded}#${record.id}`,
    ...(record.parent_id ? { gsi2pk: `REFUNITS_IN#${record.parent_id}`, gsi2sk: `${folded}#${record.id}` } : {}),
  };
};

const unitItem = (record: ReferenceUnitRecord) => ({
  ...unitKey(record.id),
  ...listKeys(record),
  entity: 'ReferenceUnit',
  ...record,
});

const stripKeys = (item: Record<string, unknown>): ReferenceUnitRecord => withoutKeys<ReferenceUnitRecord>(item);

export async function getReferenceUnit(id: string): Promise<ReferenceUnitRecord | null> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: table(), Key: unitKey(id), ConsistentRead: true }),
  );
  return Item ? stripKeys(Item) : null;
}

/** The units with these ids that exist, in no particular order. */
export async function getReferenceUnits(ids: readonly string[]): Promise<ReferenceUnitRecord[]> {
  const unique = [...new Set(ids)];
  return (await batchGetAll<Record<string, unknown>>(unique.map(unitKey))).map(stripKeys);
}

async function claimedUnitId(key: { pk: string; sk: string }): Promise<string | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: table(), Key: key, ConsistentRead: true }));
  return (Item?.unit_id as string | undefined) ?? null;
}

export async function getReferenceUnitBySlug(slug: string): Promise<ReferenceUnitRecord | null> {
  const id = await claimedUnitId(slugClaimKey(slug));
  return id ? getReferenceUnit(id) : null;
}

/** Whether a slug is taken (by any unit, active or not). */
export const slugTaken = async (slug: string) => (await claimedUnitId(slugClaimKey(slug))) !== null;

/** The existing units with these AGS, keyed by AGS. */
export async function getReferenceUnitsByAgs(agsList: readonly string[]): Promise<Map<string, ReferenceUnitRecord>> {
  const claims = await batchGetAll<{ pk: string; unit_id: string }>([...new Set(agsList)].map(agsClaimKey), true);
  const units = await getReferenceUnits(claims.map((claim) => claim.unit_id));
  return new Map(units.map((unit) => [unit.ags, unit]));
}

export interface UnitPage {
  items: ReferenceUnitRecord[];
  nextCursor: string | null;
}

/**
 * A page of units by name: a Land's Gemeinden (`landId`), or all units, Länder first. Inactive units
 * are left out unless `includeInactive` (staff); a page may then hold fewer than `limit`. With
 * `landId`, `namePrefix` (folded, see search-folding.ts) keeps the Gemeinden whose name starts with it,
 * by key: a search inside one Land that the country-wide search terms cannot scope (unit-search.ts).
 */
export async function listReferenceUnitsPage(options: {
  landId?: string;
  namePrefix?: string;
  cursor?: string;
  limit: number;
  includeInactive?: boolean;
}): Promise<UnitPage> {
  const byLand = options.landId !== undefined;
  const prefix = byLand && options.namePrefix ? options.namePrefix : undefined;
  const page = await documentClient.send(
    new QueryCommand({
      TableName: table(),
      IndexName: byLand ? 'gsi2' : 'gsi1',
      KeyConditionExpression: byLand
        ? `gsi2pk = :pk${prefix ? ' AND begins_with(gsi2sk, :prefix)' : ''}`
        : 'gsi1pk = :pk',
      ExpressionAttributeValues: {
        ':pk': byLand ? `REFUNITS_IN#${options.landId}` : 'REFUNITS',
        ...(prefix ? { ':prefix': prefix } : {}),
        ...(options.includeInactive ? {} : { ':false': false }),
      },
      ...(options.includeInactive ? {} : { FilterExpression: 'active <> :false' }),
      Limit: options.limit,
      ExclusiveStartKey: decodeCursor(
        options.cursor,
        byLand ? ['pk', 'sk', 'gsi2pk', 'gsi2sk'] : ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
      ),
    }),
  );
  return {
    items: (page.Items ?? []).map(stripKeys),
    nextCursor: encodeCursor(page.LastEvaluatedKey),
  };
}

/** Every Land (16 in Germany), by name. */
export async function listLaender(): Promise<ReferenceUnitRecord[]> {
  const items = await queryAll<Record<string, unknown>>({
    TableName: table(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :land)',
    ExpressionAttributeValues: { ':pk': 'REFUNITS', ':land': `${KIND_ORDER.Land}#` },
  });
  return items.map(stripKeys);
}

/** The units an organisation is responsible for (a Land ministry: its Land; a Kommune: its Gemeinden). */
export async function listUnitsOfOrganisation(organisationId: string): Promise<ReferenceUnitRecord[]> {
  const memberships = await queryAll<{ unit_id: string }>({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :unit)',
    ExpressionAttributeValues: { ':pk': `ORG#${organisationId}`, ':unit': 'REFUNIT#' },
  });
  return getReferenceUnits(memberships.map((membership) => membership.unit_id));
}

/** How many units belong to an organisation (a count of its memberships; the units are not read). */
export async function countUnitsOfOrganisation(organisationId: string): Promise<number> {
  let count = 0;
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :unit)',
        ExpressionAttributeValues: { ':pk': `ORG#${organisationId}`, ':unit': 'REFUNIT#' },
        Select: 'COUNT',
        ExclusiveStartKey: exclusiveStartKey,
      }),
    );
    count += page.Count ?? 0;
    exclusiveStartKey = page.LastEvaluatedKey;
  } while (exclusiveStartKey);
  return count;
}

export type NewReferenceUnit = Omit<ReferenceUnitRecord, keyof ItemMeta | 'search_pending' | 'active'> & {
  active?: boolean;
};

/** A new unit id: imported units are named after their AGS, others get a random one. */
export const newUnitId = (ags?: string) => (ags ? `ags-${ags}` : `unit-${randomUUID()}`);

/** Raised when the AGS or the slug of a new unit is taken already. */
export class UnitClaimTaken extends Error {
  constructor(readonly field: 'ags' | 'slug' | 'id') {
    super(`${field} taken`);
  }
}

/**
 * Creates a unit with its claims and membership in one transaction; refuses (UnitClaimTaken) when the
 * id, the AGS or the slug is taken.
 */
export async function createReferenceUnit(unit: NewReferenceUnit): Promise<ReferenceUnitRecord> {
  const record: ReferenceUnitRecord = { active: true, ...unit, ...newItemMeta(), search_pending: null };
  const claim = (key: { pk: string; sk: string }) => ({
    Put: {
      TableName: table(),
      Item: { ...key, entity: 'ReferenceUnitClaim', unit_id: record.id },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: table(), Item: unitItem(record), ConditionExpression: 'attribute_not_exists(pk)' } },
          claim(agsClaimKey(record.ags)),
          claim(slugClaimKey(record.slug)),
          ...(record.organisation_id ? [membershipPut(record.organisation_id, record.id)] : []),
        ],
      }),
    );
  } catch (error) {
    const taken = claimFailure(error, ['id', 'ags', 'slug']);
    if (taken) throw new UnitClaimTaken(taken);
    throw error;
  }
  return syncSearchTerms(record);
}

/** The fields of a unit that may change after it was created (the AGS, slug and kind stay). */
export type UnitChanges = Partial<
  Pick<
    ReferenceUnitRecord,
    'name' | 'plz' | 'parent_id' | 'organisation_id' | 'contact' | 'side_laws' | 'links' | 'active' | 'coat_of_arms_key'
  >
>;

/**
 * Applies changes to the unit as it was read; conditional on its version, so a concurrent
 * change makes it throw a condition failure (the caller answers 409). Returns the stored unit.
 */
export async function updateReferenceUnit(
  read: ReferenceUnitRecord,
  changes: UnitChanges,
): Promise<ReferenceUnitRecord> {
  // Terms of an earlier change that did not finish are completed first, so that only the terms of
  // `current` can be left to remove.
  const current = read.search_pending !== undefined ? await syncSearchTerms(read) : read;
  const changed: ReferenceUnitRecord = {
    ...current,
    ...changes,
    updated_at: new Date().toISOString(),
    version: current.version + 1,
  };
  const termsChanged = !sameSearchTerms(searchTermUnit(current), searchTermUnit(changed));
  const next: ReferenceUnitRecord = termsChanged ? { ...changed, search_pending: searchTermUnit(current) } : changed;
  const organisationChanged = next.organisation_id !== current.organisation_id;
  await documentClient.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: table(),
            Item: unitItem(next),
            ConditionExpression: '#version = :read',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':read': current.version },
          },
        },
        ...(organisationChanged && current.organisation_id
          ? [{ Delete: { TableName: table(), Key: membershipKey(current.organisation_id, current.id) } }]
          : []),
        ...(organisationChanged && next.organisation_id ? [membershipPut(next.organisation_id, next.id)] : []),
      ],
    }),
  );
  return termsChanged ? syncSearchTerms(next) : next;
}

const membershipPut = (organisationId: string, unitId: string) => ({
  Put: {
    TableName: table(),
    Item: { ...membershipKey(organisationId, unitId), entity: 'ReferenceUnitMembership', unit_id: unitId },
  },
});

/** Which of the transaction's conditional items (in this order) failed, if a condition failed. */
function claimFailure<T extends string>(error: unknown, fields: readonly T[]): T | null {
  const reasons =
    error && typeof error === 'object' && 'CancellationReasons' in error
      ? ((error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [])
      : [];
  const index = reasons.findIndex((reason) => reason.Code === 'ConditionalCheckFailed');
  return index >= 0 ? (fields[index] ?? null) : null;
}

const searchTermUnit = (unit: ReferenceUnitRecord): SearchTermUnit => ({
  id: unit.id,
  slug: unit.slug,
  name: unit.name,
  kind: unit.kind,
  ags: unit.ags,
  plz: unit.plz,
  parent_id: unit.parent_id,
  active: unit.active,
  demo: unit.demo,
});

const sameSearchTerms = (a: SearchTermUnit, b: SearchTermUnit) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Writes the search terms of a unit whose change is stored with `search_pending` (what the terms were
 * for before): the new terms, then the removal of the old ones that are gone, then the flag. Rerun on
 * a unit still flagged (the import does), it repairs what a failure in between left.
 */
export async function syncSearchTerms(unit: ReferenceUnitRecord): Promise<ReferenceUnitRecord> {
  const { search_pending: before, ...clean } = unit;
  const items = searchTermItems(searchTermUnit(unit));
  const current = new Set(items.map((item) => `${String(item.pk)}|${String(item.sk)}`));
  const gone = before ? searchTerms(before).filter((term) => !current.has(`${term.pk}|${term.sk}`)) : [];
  await batchWriteAll([
    ...items.map((Item) => ({ PutRequest: { Item } })),
    ...gone.map((term) => ({ DeleteRequest: { Key: { pk: term.pk, sk: term.sk } } })),
  ]);
  await clearSearchPending(unit.id, unit.version);
  return clean;
}

/** Marks the unit's search terms as current again, if no one changed the unit since. */
async function clearSearchPending(id: string, version: number): Promise<void> {
  await documentClient
    .send(
      new UpdateCommand({
        TableName: table(),
        Key: unitKey(id),
        UpdateExpression: 'REMOVE search_pending',
        ConditionExpression: '#version = :version',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':version': version },
      }),
    )
    .catch((error: unknown) => {
      // A newer change of the unit has its own terms to write and clears the flag itself.
      if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    });
}

/** Points the unit to a new coat of arms (the caller deletes the old object once this succeeded). */
export async function setCoatOfArms(id: string, key: string): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: table(),
      Key: unitKey(id),
      UpdateExpression: 'SET coat_of_arms_key = :key, updated_at = :now, #version = #version + :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: { ':key': key, ':now': new Date().toISOString(), ':one': 1 },
    }),
  );
}
