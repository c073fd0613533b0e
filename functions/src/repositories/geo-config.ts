import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AddressSource, LandGeoConfig } from '@baucheck/shared/geo';
import { documentClient } from '#clients/dynamodb';
import { isConditionFailure, staleVersion } from '#lib/conditional';
import { config } from '#lib/config';
import { newItemMeta, type ItemMeta } from '../data/table-design.ts';
import { unitPartition } from './reference-units.ts';

/*
 * A Land's geodata configuration: per area kind the official service Land staff chose, and the address
 * source. One item per Land, in the Land unit's partition; its Gemeinden have none (they inherit it).
 *
 * Keys:
 *   geo config  pk = "REFUNIT#<land id>"  sk = "GEOCONFIG"
 *
 * Access patterns:
 *   a Land's configuration (admin page, residents' geoservice) → GetItem
 *   save it, conditional on the version read                   → PutItem (new: attribute_not_exists;
 *                                                                 else version = the version read)
 *
 * No item means nothing was saved: the deployment-wide default answers (version 0 to the client).
 */

const GEO_CONFIG_SK = 'GEOCONFIG';
const geoConfigKey = (landId: string) => ({ pk: unitPartition(landId), sk: GEO_CONFIG_SK });
const table = () => config().TABLE_NAME;

export type LandGeoSettings = Pick<LandGeoConfig, 'services' | 'address_source'>;

export interface LandGeoConfigRecord extends ItemMeta, LandGeoSettings {
  land_id: string;
}

const fromItem = (item: Record<string, unknown>): LandGeoConfigRecord => ({
  land_id: item.land_id as string,
  services: (item.services ?? {}) as LandGeoConfig['services'],
  address_source: (item.address_source ?? null) as AddressSource | null,
  created_at: item.created_at as string,
  updated_at: item.updated_at as string,
  version: item.version as number,
});

/** The saved configuration of a Land, or null while none was saved. `consistent` for the edit page. */
export async function getLandGeoConfigRecord(
  landId: string,
  { consistent = false } = {},
): Promise<LandGeoConfigRecord | null> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: table(), Key: geoConfigKey(landId), ConsistentRead: consistent }),
  );
  return Item ? fromItem(Item) : null;
}

/**
 * Saves a Land's configuration over the version the client read (0: none saved yet). A stale version
 * answers 409, so two staff members editing at once cannot overwrite each other unseen.
 */
export async function saveLandGeoConfig(
  landId: string,
  settings: LandGeoSettings,
  expectedVersion: number,
  previous: LandGeoConfigRecord | null,
  now = new Date(),
): Promise<LandGeoConfigRecord> {
  const meta = newItemMeta(now);
  const record: LandGeoConfigRecord = {
    land_id: landId,
    services: settings.services,
    address_source: settings.address_source,
    created_at: previous?.created_at ?? meta.created_at,
    updated_at: meta.updated_at,
    version: expectedVersion + 1,
  };
  try {
    await documentClient.send(
      new PutCommand({
        TableName: table(),
        Item: { ...geoConfigKey(landId), entity: 'LandGeoConfig', ...record },
        ...(expectedVersion === 0
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': expectedVersion } }),
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw staleVersion();
    throw error;
  }
  return record;
}
