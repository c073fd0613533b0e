import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkSchema } from '@baucheck/shared/checks';
import { myReferenceUnitPageSchema } from '@baucheck/shared/reference-units';
import { DEMO_UNITS } from '../../functions/local/seed/reference-units.ts';
import type * as Checks from '../../functions/src/repositories/checks.ts';
import type * as Units from '../../functions/src/repositories/reference-units.ts';
import { send, signedIn } from '../support/accounts.ts';
import { draftOf, expectJson, seededCheckId } from '../support/checks.ts';
import type { ApiSession } from '../support/http.ts';
import type * as Scale from '../support/scale.ts';

/*
 * Which units use a check: each unit's association item says which check it uses, the check counts
 * them (land_associated, associated_gemeinden) and lists them for "Zuordnung aufheben". A Land of
 * three Gemeinden (AGS 87) with two published Gartenhaus checks, written for this file and removed
 * afterwards, since the other files share the stack.
 */

const GROUP = 'gartenhaus';

let scale: typeof Scale;
let checks: typeof Checks;
let units: typeof Units;
let admin: ApiSession;
let land: { landId: string; gemeinden: string[]; checkId: string };
/** A second published check of that Land, which the Land uses (the first one no unit uses at first). */
let secondId: string;

beforeAll(async () => {
  Object.assign(process.env, inject('stackEnv'));
  scale = await import('../support/scale.ts');
  checks = await import('../../functions/src/repositories/checks.ts');
  units = await import('../../functions/src/repositories/reference-units.ts');
  const { buildCheck } = await import('../../functions/local/seed/check-builder.ts');
  const { SEED_CHECKS } = await import('../../functions/local/seed/checks.ts');
  const { demoAdmin } = await import('../../functions/local/seed/content.ts');
  admin = await signedIn('admin@baucheck.test');
  land = await scale.landWithCheck('unit-assoc', '87', 'Zuordnungsland', 3, GROUP);
  const seed = SEED_CHECKS.find((check) => check.group === GROUP);
  if (!seed) throw new Error(`no demo check of group ${GROUP}`);
  // Built like the seed: published and associated with the Land, which thereby leaves the first check
  secondId = await buildCheck(await demoAdmin(), { ...seed, land_id: land.landId, title: 'Zweiter Gartenhaus-Check' });
}, 300_000);

afterAll(async () => {
  if (!land) return;
  for (const checkId of [land.checkId, secondId]) {
    for (const unitId of [land.landId, ...land.gemeinden]) {
      await send(admin, 'DELETE', `/api/checks/${checkId}/${unitId}/disassociate/`);
    }
  }
  await scale.removeUnits([land.landId, ...land.gemeinden]);
}, 300_000);

const associate = (checkId: string, unitId: string) =>
  send(admin, 'POST', `/api/checks/${checkId}/${unitId}/associate/`);
const countsOf = async (checkId: string) => {
  const { check } = await draftOf(admin, checkId);
  return [check.land_associated, check.associated_gemeinden];
};
const unitsUsing = async (session: ApiSession, checkId: string, query = '') =>
  myReferenceUnitPageSchema.parse(
    await expectJson(await session.request(`/api/reference-units/mine/?check_id=${checkId}${query}`), 200),
  );

describe('associations of checks with units', () => {
  it('count a unit once when two checks are associated with it from the same read', async () => {
    // Prepare: both requests read that the Gemeinde uses no check of its own
    const [gemeinde] = land.gemeinden as [string];
    const unit = await units.getReferenceUnit(gemeinde);
    const [first, second] = await Promise.all([checks.getCheckRecord(land.checkId), checks.getCheckRecord(secondId)]);
    if (!unit || !first || !second) throw new Error('the Land of this file is missing');

    // Act
    await checks.associate(first, unit, null);
    const late = await checks.associate(second, unit, null).catch((error: unknown) => error);

    // Assess: the later one is refused as a conflict and counts nothing; the unit uses the first
    expect(late).toMatchObject({ statusCode: 409 });
    expect(await countsOf(land.checkId)).toEqual([false, 1]);
    expect(await countsOf(secondId)).toEqual([true, 0]);
    expect(await checks.getAssociation(gemeinde, GROUP)).toBe(land.checkId);
  });

  it('leave the version alone: an author holding the check saves after a Gemeinde associated meanwhile', async () => {
    // Prepare
    const held = (await draftOf(admin, secondId)).check;

    // Act
    await expectJson(await associate(secondId, land.gemeinden[1] as string), 200);
    const saved = await send(admin, 'PATCH', `/api/checks/${secondId}/`, {
      version: held.version,
      title: 'Zweiter Gartenhaus-Check (geprüft)',
    });

    // Assess
    expect(checkSchema.parse(await expectJson(saved, 200)).title).toBe('Zweiter Gartenhaus-Check (geprüft)');
    expect(await countsOf(secondId)).toEqual([true, 1]);
  });

  it('refuse to delete a check that a unit started to use after it was read', async () => {
    // Prepare: the first check as an author read it while no unit but one used it, then that one stops
    await expectJson(
      await send(admin, 'DELETE', `/api/checks/${land.checkId}/${land.gemeinden[0] as string}/disassociate/`),
      200,
    );
    const read = await checks.getCheckRecord(land.checkId);
    if (!read) throw new Error('the first check is missing');

    // Act: a Gemeinde associates, then the deletion from the earlier read arrives
    await expectJson(await associate(land.checkId, land.gemeinden[2] as string), 200);
    const deletion = await checks
      .updateCheckRecord(read, read.version, { deleted_at: new Date().toISOString() })
      .catch((error: unknown) => error);

    // Assess
    expect(deletion).toMatchObject({ statusCode: 409 });
    expect((await draftOf(admin, land.checkId)).check.deleted_at).toBeNull();
  });

  it('list the units that use a check, the Land first, page by page and searched by name', async () => {
    // Prepare: the second check is the Land's and, by now, the second Gemeinde's; the third joins it
    await expectJson(await associate(secondId, land.gemeinden[2] as string), 200);

    // Act
    const first = await unitsUsing(admin, secondId, '&limit=2');
    const rest = await unitsUsing(admin, secondId, `&limit=2&cursor=${first.next_cursor ?? ''}`);
    const found = await unitsUsing(admin, secondId, `&q=${encodeURIComponent('Zuordnungsland 0003')}`);
    const forged = await admin.request(
      `/api/reference-units/mine/?check_id=${secondId}&cursor=${Buffer.from(
        JSON.stringify({ pk: 'x', sk: 'y', gsi1pk: 'USED_BY#other', gsi1sk: 'z' }),
      ).toString('base64url')}`,
    );

    // Assess: each unit with its checks, as the staff unit lists show them; the count agrees
    expect(first.items.map((unit) => unit.id)).toEqual([land.landId, land.gemeinden[1]]);
    expect(rest.items.map((unit) => unit.id)).toEqual([land.gemeinden[2]]);
    expect(rest.next_cursor).toBeNull();
    expect(rest.items[0]?.checks[GROUP]?.check_id).toBe(secondId);
    expect(found.items.map((unit) => unit.id)).toEqual([land.gemeinden[2]]);
    expect(forged.status).toBe(422);
    expect(await countsOf(secondId)).toEqual([true, 2]);
  });

  it('show Kommune staff only their own units among those that use a check', async () => {
    // Prepare: Bayern's demo check, which Bayern uses; Lindenau (the Kommune's) uses its own copy
    const landStaff = await signedIn('land@baucheck.test');
    const kommune = await signedIn('kommune@baucheck.test');
    const bayernCheckId = await seededCheckId(landStaff, GROUP, DEMO_UNITS.bayern);

    // Act
    const forLand = await unitsUsing(landStaff, bayernCheckId);
    const forKommune = await unitsUsing(kommune, bayernCheckId);
    const unknown = await admin.request('/api/reference-units/mine/?check_id=kein-check');

    // Assess
    expect(forLand.items[0]?.id).toBe(DEMO_UNITS.bayern);
    expect(forKommune.items).toEqual([]);
    expect(unknown.status).toBe(404);
  });
});
