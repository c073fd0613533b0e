import { BatchWriteCommand, type BatchWriteCommandInput, type BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { CheckGroup } from '@baucheck/shared/enums';
import { documentClient } from '../../functions/src/clients/dynamodb.ts';
import { config } from '../../functions/src/lib/config.ts';
import { createReferenceUnit, unitPartition } from '../../functions/src/repositories/reference-units.ts';
import { buildCheck } from '../../functions/local/seed/check-builder.ts';
import { SEED_CHECKS } from '../../functions/local/seed/checks.ts';
import { demoAdmin } from '../../functions/local/seed/content.ts';

/*
 * A Land of Gemeinden at the scale of a real one (Bayern has 2,056), written straight into DynamoDB:
 * no API adds units in bulk. The process must have the stack's environment (TABLE_NAME and the
 * endpoints) before the first call; the tests get it as `inject('stackEnv')`, the benchmarks start
 * their own stack.
 */

const CONCURRENCY = 16;

/** Runs `task` for every item, `CONCURRENCY` at a time. */
async function eachLimited<T>(items: readonly T[], task: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/** A unit with a synthetic name, an empty contact and nothing local, marked as demo data. */
const syntheticUnit = (id: string, name: string, parentId: string | null) =>
  createReferenceUnit({
    id,
    slug: id,
    name,
    kind: parentId ? 'Gemeinde' : 'Land',
    parent_id: parentId,
    organisation_id: null,
    coat_of_arms_key: null,
    contact: { office: 'Bauamt', phone: null, email: null, website: null },
    side_laws: {},
    links: {},
    demo: true,
  });

/**
 * A Land (`<prefix>-land`) with `count` Gemeinden (`<prefix>-0001` …) and no organisation; returns the
 * Gemeinden's ids.
 */
export async function addLandWithGemeinden(prefix: string, name: string, count: number): Promise<string[]> {
  const landId = `${prefix}-land`;
  await syntheticUnit(landId, name, null);
  const ids = Array.from({ length: count }, (_, index) => `${prefix}-${String(index + 1).padStart(4, '0')}`);
  await eachLimited(ids, (id) => syntheticUnit(id, `Gemeinde ${name} ${id.slice(prefix.length + 1)}`, landId));
  return ids;
}

/** Removes the units again (their records; associations are the caller's to undo through the API). */
export async function removeUnits(ids: readonly string[]): Promise<void> {
  const batches: string[][] = [];
  for (let index = 0; index < ids.length; index += 25) batches.push(ids.slice(index, index + 25));
  await eachLimited(batches, async (batch) => {
    type Requests = NonNullable<BatchWriteCommandInput['RequestItems']>[string];
    let pending: Requests | undefined = batch.map((id) => ({
      DeleteRequest: { Key: { pk: unitPartition(id), sk: 'REFUNIT' } },
    }));
    while (pending && pending.length > 0) {
      const result: BatchWriteCommandOutput = await documentClient.send(
        new BatchWriteCommand({ RequestItems: { [config().TABLE_NAME]: pending } }),
      );
      pending = result.UnprocessedItems?.[config().TABLE_NAME];
    }
  });
}

/**
 * A Land of `count` Gemeinden (see addLandWithGemeinden) with a demo Standard check of the group
 * (Bayern's wording), written, published and associated with the Land as the seed does.
 */
export async function landWithCheck(prefix: string, name: string, count: number, group: CheckGroup) {
  const seed = SEED_CHECKS.find((check) => check.group === group);
  if (!seed) throw new Error(`no demo check of group ${group}`);
  const gemeinden = await addLandWithGemeinden(prefix, name, count);
  const landId = `${prefix}-land`;
  return { landId, gemeinden, checkId: await buildCheck(await demoAdmin(), { ...seed, land_id: landId }) };
}
