import type { CheckGroup } from '@baucheck/shared/enums';
import { batchWriteAll, chunks } from '../../functions/src/data/batch.ts';
import { eachLimited } from '../../functions/src/data/concurrency.ts';
import {
  createReferenceUnit,
  getReferenceUnits,
  unitPartition,
  type NewReferenceUnit,
} from '../../functions/src/repositories/reference-units.ts';
import { searchTerms } from '../../functions/src/repositories/unit-search.ts';
import { buildCheck } from '../../functions/local/seed/check-builder.ts';
import { SEED_CHECKS } from '../../functions/local/seed/checks.ts';
import { demoAdmin } from '../../functions/local/seed/content.ts';

/*
 * A Land of Gemeinden at the scale of a real one (Bayern has 2,056), written straight into DynamoDB:
 * no API adds units in bulk. The process must have the stack's environment (TABLE_NAME and the
 * endpoints) before the first call; the tests get it as `inject('stackEnv')`, the benchmarks start
 * their own stack.
 */

/** Writes in flight at once: enough to fill DynamoDB Local, few enough to stay inside the SDK's time limits on a busy machine. */
const CONCURRENCY = 8;

/** A unit with a synthetic name, an empty contact and nothing local, marked as demo data. */
export const syntheticUnit = (
  id: string,
  ags: string,
  name: string,
  parentId: string | null,
  overrides: Partial<NewReferenceUnit> = {},
) =>
  createReferenceUnit({
    id,
    slug: id,
    name,
    kind: parentId ? 'Gemeinde' : 'Land',
    ags,
    plz: [],
    parent_id: parentId,
    organisation_id: null,
    coat_of_arms_key: null,
    contact: { office: 'Bauamt', phone: null, email: null, website: null },
    side_laws: {},
    links: {},
    demo: true,
    ...overrides,
  });

/**
 * A Land (`<prefix>-land`, AGS `landAgs`: two digits no real Land has, 17–99) with `count` Gemeinden
 * (`<prefix>-0001` …, AGS `<landAgs>000001` …) and no organisation; returns the Gemeinden's ids.
 */
export async function addLandWithGemeinden(
  prefix: string,
  landAgs: string,
  name: string,
  count: number,
): Promise<string[]> {
  const landId = `${prefix}-land`;
  await syntheticUnit(landId, landAgs, name, null);
  const numbers = Array.from({ length: count }, (_, index) => index + 1);
  await eachLimited(numbers, CONCURRENCY, (number) =>
    syntheticUnit(
      `${prefix}-${String(number).padStart(4, '0')}`,
      `${landAgs}${String(number).padStart(6, '0')}`,
      `Gemeinde ${name} ${String(number).padStart(4, '0')}`,
      landId,
    ),
  );
  return numbers.map((number) => `${prefix}-${String(number).padStart(4, '0')}`);
}

/** Removes the units again with their claims, memberships and search terms (associations are the caller's to undo through the API). */
export async function removeUnits(ids: readonly string[]): Promise<void> {
  const units = await getReferenceUnits(ids);
  const keys = units.flatMap((unit) => [
    { pk: unitPartition(unit.id), sk: 'REFUNIT' },
    { pk: `REFUNIT_AGS#${unit.ags}`, sk: 'CLAIM' },
    { pk: `REFUNIT_SLUG#${unit.slug}`, sk: 'CLAIM' },
    ...(unit.organisation_id ? [{ pk: `ORG#${unit.organisation_id}`, sk: `REFUNIT#${unit.id}` }] : []),
    ...searchTerms({ ...unit }).map(({ pk, sk }) => ({ pk, sk })),
  ]);
  await eachLimited(chunks(keys, 25), CONCURRENCY, (chunk) =>
    batchWriteAll(chunk.map((Key) => ({ DeleteRequest: { Key } }))),
  );
}

/**
 * A Land of `count` Gemeinden (see addLandWithGemeinden) with a demo Standard check of the group
 * (Bayern's wording), written, published and associated with the Land as the seed does.
 */
export async function landWithCheck(prefix: string, landAgs: string, name: string, count: number, group: CheckGroup) {
  const seed = SEED_CHECKS.find((check) => check.group === group);
  if (!seed) throw new Error(`no demo check of group ${group}`);
  const gemeinden = await addLandWithGemeinden(prefix, landAgs, name, count);
  const landId = `${prefix}-land`;
  return { landId, gemeinden, checkId: await buildCheck(await demoAdmin(), { ...seed, land_id: landId }) };
}
