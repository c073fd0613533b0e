import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Organisation, OrganisationType } from '@baucheck/shared/organisations';
import { documentClient } from '#clients/dynamodb';
import { config } from '#lib/config';
import { newItemMeta, type ItemMeta } from '../data/table-design.ts';

/*
 * Organisations (Land, Kommune, Partner).
 *
 * Keys:
 *   organisation  pk = "ORG#<id>"  sk = "ORG"   gsi1pk = "ORGS"  gsi1sk = "<type>#<name>"
 *
 * Access patterns:
 *   one organisation by id (level/organisation fit, scoping) → GetItem
 *   all organisations, by type and name (admin list)        → Query gsi1 gsi1pk = "ORGS"
 */

const organisationKey = (id: string) => ({ pk: `ORG#${id}`, sk: 'ORG' });

interface OrganisationItem extends ItemMeta {
  entity: 'Organisation';
  id: string;
  name: string;
  type: OrganisationType;
  gsi1pk: 'ORGS';
  gsi1sk: string;
}

const toOrganisation = (item: OrganisationItem): Organisation => ({ id: item.id, name: item.name, type: item.type });

export async function getOrganisation(id: string): Promise<Organisation | null> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: config().TABLE_NAME, Key: organisationKey(id) }),
  );
  return Item ? toOrganisation(Item as OrganisationItem) : null;
}

export async function listOrganisations(): Promise<Organisation[]> {
  const items: OrganisationItem[] = [];
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: config().TABLE_NAME,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': 'ORGS' },
        ExclusiveStartKey: exclusiveStartKey,
      }),
    );
    items.push(...((page.Items ?? []) as OrganisationItem[]));
    exclusiveStartKey = page.LastEvaluatedKey;
  } while (exclusiveStartKey);
  return items.map(toOrganisation);
}

export async function createOrganisation(input: { name: string; type: OrganisationType }): Promise<Organisation> {
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
    new PutCommand({ TableName: config().TABLE_NAME, Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  return toOrganisation(item);
}
