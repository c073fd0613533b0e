import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ORGANISATION_TYPES, type EditableOrganisation, type OrganisationType } from '@baucheck/shared/organisations';
import { documentClient } from '#clients/dynamodb';
import { isConditionFailure, staleVersion } from '#lib/conditional';
import { config } from '#lib/config';
import { newItemMeta, type ItemMeta } from '../data/table-design.ts';
import { batchGetAll } from '../data/batch.ts';
import { listProductRecords } from './products.ts';
import { countUnitsOfOrganisation } from './reference-units.ts';
import { listUserRecords } from './users.ts';
import { queryAll } from '../data/query.ts';

/*
 * Organisations (Land, Kommune, Partner).
 *
 * Keys:
 *   organisation  pk = "ORG#<id>"  sk = "ORG"   gsi1pk = "ORGS"  gsi1sk = "<type>#<name>"
 *
 * Access patterns:
 *   one organisation by id (level/organisation fit, scoping) → GetItem
 *   a few organisations by id (their names in a page of units)  → BatchGetItem
 *   all organisations, by type and name (admin list)        → Query gsi1 gsi1pk = "ORGS"
 *   what belongs to an organisation (before a type change or delete) → the users' and the products'
 *     own list queries, filtered by organisation id (both lists are small and admin-only)
 */

const organisationKey = (id: string) => ({ pk: `ORG#${id}`, sk: 'ORG' });
const table = () => config().TABLE_NAME;

interface OrganisationItem extends ItemMeta {
  entity: 'Organisation';
  id: string;
  name: string;
  type: OrganisationType;
  gsi1pk: 'ORGS';
  gsi1sk: string;
}

const toOrganisation = (item: OrganisationItem): EditableOrganisation => ({
  id: item.id,
  name: item.name,
  type: item.type,
  version: item.version,
});

const byTypeAndName = (a: EditableOrganisation, b: EditableOrganisation) =>
  ORGANISATION_TYPES.indexOf(a.type) - ORGANISATION_TYPES.indexOf(b.type) || a.name.localeCompare(b.name, 'de');

export async function getOrganisation(id: string): Promise<EditableOrganisation | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: table(), Key: organisationKey(id) }));
  return Item ? toOrganisation(Item as OrganisationItem) : null;
}

/** The organisations with these ids that exist, in no particular order. */
export async function getOrganisations(ids: readonly string[]): Promise<EditableOrganisation[]> {
  const items = await batchGetAll<OrganisationItem>([...new Set(ids)].map(organisationKey));
  return items.map(toOrganisation);
}

/** All organisations: Land, then Kommune, then Partner, each by name. */
export async function listOrganisations(): Promise<EditableOrganisation[]> {
  const items = await queryAll<OrganisationItem>({
    TableName: table(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': 'ORGS' },
  });
  return items.map(toOrganisation).sort(byTypeAndName);
}

export async function createOrganisation(input: {
  name: string;
  type: OrganisationType;
}): Promise<EditableOrganisation> {
  const id = randomUUID();
  const item: OrganisationItem = {
    ...organisationKey(id),
    entity: 'Organisation',
    id,
    ...input,
    gsi1pk: 'ORGS',
    gsi1sk: `${input.type}#${input.name}`,
    ...newItemMeta(),
  };
  await documentClient.send(
    new PutCommand({ TableName: table(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  return toOrganisation(item);
}

/** Renames or retypes an organisation if its stored version is still `expectedVersion` (409 otherwise). */
export async function updateOrganisation(
  current: EditableOrganisation,
  expectedVersion: number,
  changes: { name?: string; type?: OrganisationType },
): Promise<EditableOrganisation> {
  const updated: EditableOrganisation = { ...current, ...changes, version: expectedVersion + 1 };
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: table(),
        Key: organisationKey(current.id),
        UpdateExpression:
          'SET #name = :name, #type = :type, gsi1sk = :gsi1sk, #version = :version, updated_at = :updated_at',
        ConditionExpression: '#version = :expected',
        ExpressionAttributeNames: { '#name': 'name', '#type': 'type', '#version': 'version' },
        ExpressionAttributeValues: {
          ':name': updated.name,
          ':type': updated.type,
          ':gsi1sk': `${updated.type}#${updated.name}`,
          ':version': updated.version,
          ':expected': expectedVersion,
          ':updated_at': new Date().toISOString(),
        },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw staleVersion();
    throw error;
  }
  return updated;
}

/** Deletes an organisation unchanged since `current` was read (409 otherwise). */
export async function deleteOrganisation(current: EditableOrganisation): Promise<void> {
  try {
    await documentClient.send(
      new DeleteCommand({
        TableName: table(),
        Key: organisationKey(current.id),
        ConditionExpression: '#version = :version',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':version': current.version },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw staleVersion();
    throw error;
  }
}

/** How many accounts, products and reference units belong to an organisation. */
export async function organisationMembers(id: string): Promise<{ users: number; products: number; units: number }> {
  const [users, products, units] = await Promise.all([
    listUserRecords(),
    listProductRecords({ organisationId: id }),
    countUnitsOfOrganisation(id),
  ]);
  return { users: users.filter((user) => user.organisation_id === id).length, products: products.length, units };
}
