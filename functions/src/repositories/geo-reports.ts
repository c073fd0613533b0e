import { randomBytes } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { GeoReport } from '@baucheck/shared/geo';
import { documentClient } from '#clients/dynamodb';
import { isConditionFailure } from '#lib/conditional';
import { config } from '#lib/config';
import { queryPage, type FilteredPage } from '../data/page.ts';

/*
 * "Hinweis melden": a resident reports that an area at their site looks wrong. The report goes to the
 * Land whose configuration names the service (its staff fix it there), so each Land's reports live in
 * a partition of their own and one Land's inbox never reads another's.
 *
 * Keys:
 *   report  pk = "GEOREPORTS#<land id>"  sk = "<time-ordered suffix>"  expires_at = created_at + 2 years
 *
 * The report's id is "<land id>~<suffix>", so `PATCH /geo-reports/{id}/` finds the partition (and the
 * staff's right to it) from the id alone, without a lookup item or an index.
 *
 * Access patterns:
 *   store one report                       → PutItem (condition: new key)
 *   a Land's reports, newest first, paged  → Query pk = "GEOREPORTS#<land id>", ScanIndexForward false
 *   set a report's status                  → UpdateItem (condition: it exists)
 *
 * Reports expire after two years (DynamoDB TTL): the free text may hold what a resident chose to say
 * about themselves, and a fixed area needs no older reports.
 */

const RETENTION_SECONDS = 2 * 365 * 24 * 60 * 60;
const ID_SEPARATOR = '~';
const table = () => config().TABLE_NAME;
const reportPartition = (landId: string) => `GEOREPORTS#${landId}`;

export type NewGeoReport = Omit<GeoReport, 'id' | 'created_at' | 'status'>;

/** Sorts by creation time (milliseconds in base 36, fixed width), then by chance within a millisecond. */
const timeOrderedSuffix = (now: Date) =>
  `${now.getTime().toString(36).padStart(10, '0')}${randomBytes(5).toString('hex')}`;

/** The key a report id names, or null for an id that is not one of ours. */
export function geoReportKey(id: string): { landId: string; pk: string; sk: string } | null {
  const separator = id.lastIndexOf(ID_SEPARATOR);
  if (separator <= 0 || separator === id.length - 1) return null;
  const landId = id.slice(0, separator);
  return { landId, pk: reportPartition(landId), sk: id.slice(separator + 1) };
}

const fromItem = (item: Record<string, unknown>): GeoReport => ({
  id: item.id as string,
  land_id: item.land_id as string,
  unit: item.unit as string,
  kind: item.kind as GeoReport['kind'],
  lon: item.lon as number,
  lat: item.lat as number,
  text: item.text as string,
  service: (item.service as string | null | undefined) ?? null,
  created_at: item.created_at as string,
  status: item.status as GeoReport['status'],
});

export async function createGeoReport(input: NewGeoReport, now = new Date()): Promise<GeoReport> {
  const suffix = timeOrderedSuffix(now);
  const report: GeoReport = {
    ...input,
    id: `${input.land_id}${ID_SEPARATOR}${suffix}`,
    created_at: now.toISOString(),
    status: 'neu',
  };
  await documentClient.send(
    new PutCommand({
      TableName: table(),
      Item: {
        pk: reportPartition(input.land_id),
        sk: suffix,
        entity: 'GeoReport',
        ...report,
        updated_at: report.created_at,
        version: 1,
        expires_at: Math.floor(now.getTime() / 1000) + RETENTION_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return report;
}

/** A page of a Land's reports, newest first. */
export async function listGeoReportsPage(
  landId: string,
  options: { cursor?: string; limit: number },
): Promise<FilteredPage<GeoReport>> {
  const page = await queryPage<Record<string, unknown>>(
    {
      TableName: table(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': reportPartition(landId) },
      ScanIndexForward: false,
    },
    { keys: ['pk', 'sk'], cursor: options.cursor, partition: reportPartition(landId), limit: options.limit },
  );
  return { items: page.items.map(fromItem), nextCursor: page.nextCursor };
}

/** Sets a report's status; null when there is no such report. */
export async function setGeoReportStatus(
  id: string,
  status: GeoReport['status'],
  now = new Date(),
): Promise<GeoReport | null> {
  const key = geoReportKey(id);
  if (!key) return null;
  try {
    const { Attributes } = await documentClient.send(
      new UpdateCommand({
        TableName: table(),
        Key: { pk: key.pk, sk: key.sk },
        UpdateExpression: 'SET #status = :status, updated_at = :now, version = version + :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status, ':now': now.toISOString(), ':one': 1 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? fromItem(Attributes) : null;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}
