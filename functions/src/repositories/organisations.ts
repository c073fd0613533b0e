import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ORGANISATION_TYPES, type EditableOrganisation, type OrganisationType } from '@baucheck/shared/organisations';
import { foldForSearch } from '@baucheck/shared/search-folding';
import { documentClient } from '#clients/dynamodb';
import { isConditionFailure, staleVersion } from '#lib/conditional';
import { config } from '#lib/config';
import { newItemMeta, type ItemMeta } from '../data/table-design.ts';
import { batchGetAll } from '../data/batch.ts';
import { queryPage, searchMatcher, type FilteredPage } from '../data/page.ts';
import { countProductsOfOrganisation } from './products.ts';
import { countUnitsOfOrganisation } from './reference-units.ts';
import { countUsersOfOrganisation } from './users.ts';

/*
 * Organisations (Land, Kommune, Partner). Germany has about 10,800 Kommunen: the list is paged.
 *
 * Keys:
 *   organisation  pk = "ORG#<id>"  sk = "ORG"
 *                 gsi1pk = "ORGS"  gsi1sk = "<type: 0 Land | 1 Kommune | 2 Partner>#<folded name>#<id>"
 *   (the organisation's partition also holds its memberships: units in reference-units.ts, accounts
 *   in users.ts)
 *
 * Access patterns:
 *   one organisation by id (level/organisation fit, scoping) → GetItem
 *   several by id (the names on a page of accounts, products or units) → BatchGetItem
 *   a page by type and name (admin list, pickers), one type  → Query gsi1 gsi1pk = "ORGS"
 *                                                              [begins_with(gsi1sk, "<type>#")],
 *                                                              a name search filtered in code (bounded)
 *   what belongs to an organisation (list, before a type change or delete)
 *                                                            → COUNT of its account and unit memberships
 *                                                              and of its products (products.ts), all keyed
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

/** The list's order: Land, Kommune, Partner (as ORGANISATION_TYPES), then by name. */
const typePrefix = (type: OrganisationType) => `${ORGANISATION_TYPES.indexOf(type)}#`;
const listSortKey = (organisation: { id: string; name: string; type: OrganisationType }) =>
  `${typePrefix(organisation.type)}${foldForSearch(organisation.name)}#${organisation.id}`;

export async function getOrganisation(id: string): Promise<EditableOrganisation | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: table(), Key: organisationKey(id) }));
  return Item ? toOrganisation(Item as OrganisationItem) : null;
}

/** The organisations with these ids that exist, in no particular order. */
export async function getOrganisations(ids: readonly string[]): Promise<EditableOrganisation[]> {
  const items = await batchGetAll<OrganisationItem>([...new Set(ids)].map(organisationKey));
  return items.map(toOrganisation);
}

/** The names of the organisations with these ids that exist, by id. */
export async function organisationNames(ids: readonly string[]): Promise<Map<string, string>> {
  return new Map((await getOrganisations(ids)).map((organisation) => [organisation.id, organisation.name]));
}

/** A page of the organisations: Land, then Kommune, then Partner, each by name; optionally of one type or matching a name search. */
export async function listOrganisationsPage(options: {
  cursor?: string;
  limit: number;
  type?: OrganisationType;
  search?: string;
}): Promise<FilteredPage<EditableOrganisation>> {
  const matchesSearch = searchMatcher(options.search);
  const page = await queryPage<OrganisationItem & Record<string, unknown>>(
    {
      TableName: table(),
      IndexName: 'gsi1',
      KeyConditionExpression: options.type ? 'gsi1pk = :pk AND begins_with(gsi1sk, :type)' : 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': 'ORGS', ...(options.type ? { ':type': typePrefix(options.type) } : {}) },
    },
    {
      keys: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
      cursor: options.cursor,
      limit: options.limit,
      ...(options.search ? { matches: (item: OrganisationItem) => matchesSearch(item.name) } : {}),
    },
  );
  return { items: page.items.map(toOrganisation), nextCursor: page.nextCursor };
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
    gsi1sk: listSortKey({ id, ...input }),
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
          ':gsi1sk': listSortKey(updated),
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

/** How many accounts, products and reference units belong to an organisation (keyed counts). */
export async function organisationMembers(id: string): Promise<{ users: number; products: number; units: number }> {
  const [users, products, units] = await Promise.all([
    countUsersOfOrganisation(id),
    countProductsOfOrganisation(id),
    countUnitsOfOrganisation(id),
  ]);
  return { users, products, units };
}
