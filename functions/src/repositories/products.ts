import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CheckGroup } from '@baucheck/shared/enums';
import { foldForSearch } from '@baucheck/shared/search-folding';
import { documentClient } from '#clients/dynamodb';
import { isConditionFailure, isWriteConflict, staleVersion } from '#lib/conditional';
import { config } from '#lib/config';
import { batchGetAll } from '../data/batch.ts';
import { newItemMeta, type ItemMeta } from '../data/table-design.ts';
import { countQuery, queryPage, searchMatcher, type FilteredPage } from '../data/page.ts';

/*
 * Partner products.
 *
 * Keys:
 *   product  pk = "PRODUCT#<id>"  sk = "PRODUCT"
 *            gsi1pk = "PRODUCTS"  gsi1sk = "<organisation_id>#<folded name>#<id>"  (a partner's, by name)
 *            gsi2pk = "PRODUCTS"  gsi2sk = "<folded name>#<id>"                    (all, by name)
 *
 * Access patterns:
 *   one product by id (edit, public quick-check start)     → GetItem
 *   several products by id (bulk delete)                   → BatchGetItem
 *   a page of all products by name (admin list)            → Query gsi2 gsi2pk = "PRODUCTS"
 *   a page of one organisation's products by name (partner list)
 *                                                          → Query gsi1 begins_with(gsi1sk, "<organisation_id>#")
 *   both optionally of one group, one status or matching a search: filtered in code, bounded (data/page.ts)
 *   how many products an organisation has (before its delete) → the same gsi1 query, COUNT
 */

const productKey = (id: string) => ({ pk: `PRODUCT#${id}`, sk: 'PRODUCT' });
const indexKeys = (product: Pick<ProductRecord, 'organisation_id' | 'name' | 'id'>) => ({
  gsi1pk: 'PRODUCTS',
  gsi1sk: `${product.organisation_id}#${foldForSearch(product.name)}#${product.id}`,
  gsi2pk: 'PRODUCTS',
  gsi2sk: `${foldForSearch(product.name)}#${product.id}`,
});
const table = () => config().TABLE_NAME;

export interface ProductRecord extends ItemMeta {
  id: string;
  name: string;
  /** Plain text. */
  description: string;
  check_group: CheckGroup;
  /** A Partner organisation. */
  organisation_id: string;
  /** https URL of the partner's product page, or absent. */
  link?: string;
  is_active: boolean;
}

/** Items carry their keys besides the record's fields; nothing reads them from the record. */
const fromItem = (item: Record<string, unknown>): ProductRecord => item as unknown as ProductRecord;

export async function getProductRecord(id: string): Promise<ProductRecord | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: table(), Key: productKey(id) }));
  return Item ? fromItem(Item) : null;
}

/** The products with these ids that exist (in no particular order); at most 100 ids. */
export async function getProductRecords(ids: readonly string[]): Promise<ProductRecord[]> {
  return (await batchGetAll<Record<string, unknown>>(ids.map(productKey))).map(fromItem);
}

/** A page of the products by name: all or one organisation's, optionally of one group, one status or matching a search in name and description. */
export async function listProductRecordsPage(options: {
  organisationId?: string;
  checkGroup?: CheckGroup;
  isActive?: boolean;
  search?: string;
  cursor?: string;
  limit: number;
}): Promise<FilteredPage<ProductRecord>> {
  const byOrganisation = options.organisationId !== undefined;
  const matchesSearch = searchMatcher(options.search);
  const filtered = Boolean(options.checkGroup || options.isActive !== undefined || options.search);
  const page = await queryPage<ProductRecord & Record<string, unknown>>(
    {
      TableName: table(),
      IndexName: byOrganisation ? 'gsi1' : 'gsi2',
      KeyConditionExpression: byOrganisation ? 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)' : 'gsi2pk = :pk',
      ExpressionAttributeValues: {
        ':pk': 'PRODUCTS',
        ...(byOrganisation ? { ':prefix': `${options.organisationId}#` } : {}),
      },
    },
    {
      keys: byOrganisation ? ['pk', 'sk', 'gsi1pk', 'gsi1sk'] : ['pk', 'sk', 'gsi2pk', 'gsi2sk'],
      cursor: options.cursor,
      limit: options.limit,
      ...(filtered
        ? {
            matches: (product: ProductRecord) =>
              (!options.checkGroup || product.check_group === options.checkGroup) &&
              (options.isActive === undefined || product.is_active === options.isActive) &&
              matchesSearch(product.name, product.description),
          }
        : {}),
    },
  );
  return { items: page.items.map(fromItem), nextCursor: page.nextCursor };
}

/** How many products belong to an organisation. */
export const countProductsOfOrganisation = (organisationId: string) =>
  countQuery({
    TableName: table(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
    ExpressionAttributeValues: { ':pk': 'PRODUCTS', ':prefix': `${organisationId}#` },
  });

export type NewProduct = Omit<ProductRecord, keyof ItemMeta | 'id'>;

export async function createProductRecord(input: NewProduct): Promise<ProductRecord> {
  const record: ProductRecord = { id: randomUUID(), ...input, ...newItemMeta() };
  await documentClient.send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...productKey(record.id),
        entity: 'Product',
        ...indexKeys(record),
        ...record,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return record;
}

export type ProductChanges = Partial<Omit<NewProduct, 'link'>> & { link?: string | null };

/** Applies changes if the stored version is still `expectedVersion` (409 otherwise); `link: null` removes the link. */
export async function updateProductRecord(
  current: ProductRecord,
  expectedVersion: number,
  changes: ProductChanges,
): Promise<ProductRecord> {
  const { link, ...fields } = changes;
  const updated: ProductRecord = {
    ...current,
    ...fields,
    version: expectedVersion + 1,
    updated_at: new Date().toISOString(),
  };
  if (link === null) delete updated.link;
  else if (link !== undefined) updated.link = link;

  const names: Record<string, string> = { '#version': 'version', '#link': 'link' };
  const values: Record<string, unknown> = { ':expected': expectedVersion };
  const assignments: string[] = [];
  const stored = {
    name: updated.name,
    description: updated.description,
    check_group: updated.check_group,
    organisation_id: updated.organisation_id,
    is_active: updated.is_active,
    version: updated.version,
    updated_at: updated.updated_at,
    ...indexKeys(updated),
  };
  for (const [field, value] of Object.entries(stored)) {
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    assignments.push(`#${field} = :${field}`);
  }
  if (updated.link !== undefined) {
    values[':link'] = updated.link;
    assignments.push('#link = :link');
  }
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: table(),
        Key: productKey(current.id),
        UpdateExpression: `SET ${assignments.join(', ')}${updated.link === undefined ? ' REMOVE #link' : ''}`,
        ConditionExpression: '#version = :expected',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw staleVersion();
    throw error;
  }
  return updated;
}

/**
 * Deletes all the given products or none, in one transaction. Each must still exist and, when
 * `organisationId` is given, belong to it; otherwise nothing is deleted and the answer is 409.
 */
export async function deleteProductRecords(ids: readonly string[], organisationId?: string): Promise<void> {
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: ids.map((id) => ({
          Delete: {
            TableName: table(),
            Key: productKey(id),
            ConditionExpression: organisationId
              ? 'attribute_exists(pk) AND organisation_id = :organisation'
              : 'attribute_exists(pk)',
            ...(organisationId ? { ExpressionAttributeValues: { ':organisation': organisationId } } : {}),
          },
        })),
      }),
    );
  } catch (error) {
    if (isWriteConflict(error)) throw staleVersion();
    throw error;
  }
}
