import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AuthorityContact, ReferenceUnit, ReferenceUnitKind } from '@baucheck/shared/reference-units';
import { MEDIA_BASE } from '@baucheck/shared/http';
import { documentClient } from '#clients/dynamodb';
import { config } from '#lib/config';
import { queryAll } from '../data/query.ts';
import { newItemMeta, type ItemMeta } from '../data/table-design.ts';

/*
 * Reference units (Länder and Gemeinden).
 *
 * Keys:
 *   unit         pk = "REFUNIT#<id>"  sk = "REFUNIT"   gsi1pk = "REFUNITS"  gsi1sk = "<kind>#<name>"
 *   (the unit's associations live in the same partition: repositories/check-keys.ts)
 *
 * Access patterns:
 *   one unit by id                  → GetItem (strongly consistent: it is part of what residents are served)
 *   all units (lists, slug lookup)  → Query gsi1 gsi1pk = "REFUNITS" (a few hundred at most; cached by the CDN)
 */

export const unitPartition = (id: string) => `REFUNIT#${id}`;

export interface ReferenceUnitRecord extends ItemMeta {
  id: string;
  slug: string;
  name: string;
  kind: ReferenceUnitKind;
  parent_id: string | null;
  /** The staff organisation responsible for the unit (its Land ministry or its Kommune). */
  organisation_id: string | null;
  coat_of_arms_key: string | null;
  contact: AuthorityContact;
  side_laws: ReferenceUnit['side_laws'];
  links: ReferenceUnit['links'];
  demo: boolean;
}

export const toReferenceUnit = (record: ReferenceUnitRecord): ReferenceUnit => ({
  id: record.id,
  slug: record.slug,
  name: record.name,
  kind: record.kind,
  parent_id: record.parent_id,
  coat_of_arms: record.coat_of_arms_key ? `${MEDIA_BASE}/${record.coat_of_arms_key}` : null,
  contact: record.contact,
  side_laws: record.side_laws,
  links: record.links,
  demo: record.demo,
});

export async function getReferenceUnit(id: string): Promise<ReferenceUnitRecord | null> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: config().TABLE_NAME,
      Key: { pk: unitPartition(id), sk: 'REFUNIT' },
      ConsistentRead: true,
    }),
  );
  return (Item as ReferenceUnitRecord | undefined) ?? null;
}

export async function listReferenceUnits(): Promise<ReferenceUnitRecord[]> {
  const units = await queryAll<ReferenceUnitRecord>({
    TableName: config().TABLE_NAME,
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': 'REFUNITS' },
  });
  return units.sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

export type NewReferenceUnit = Omit<ReferenceUnitRecord, keyof ItemMeta>;

export async function createReferenceUnit(unit: NewReferenceUnit): Promise<ReferenceUnitRecord> {
  const record: ReferenceUnitRecord = { ...unit, ...newItemMeta() };
  await documentClient.send(
    new PutCommand({
      TableName: config().TABLE_NAME,
      Item: {
        pk: unitPartition(unit.id),
        sk: 'REFUNIT',
        gsi1pk: 'REFUNITS',
        gsi1sk: `${unit.kind}#${unit.name}`,
        entity: 'ReferenceUnit',
        ...record,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return record;
}

/** Points the unit to a new coat of arms (the caller deletes the old object once this succeeded). */
export async function setCoatOfArms(id: string, key: string): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: config().TABLE_NAME,
      Key: { pk: unitPartition(id), sk: 'REFUNIT' },
      UpdateExpression: 'SET coat_of_arms_key = :key, updated_at = :now, #version = #version + :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: { ':key': key, ':now': new Date().toISOString(), ':one': 1 },
    }),
  );
}
