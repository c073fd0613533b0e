import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkPageSchema, checkSchema, type QuickCheck } from '@baucheck/shared/checks';
import { editableOrganisationSchema } from '@baucheck/shared/organisations';
import { CHECK_GROUPS } from '@baucheck/shared/enums';
import {
  myReferenceUnitPageSchema,
  referenceUnitWithChecksPageSchema,
  type MyReferenceUnit,
} from '@baucheck/shared/reference-units';
import { DEMO_UNITS } from '../../functions/local/seed/reference-units.ts';
import type * as Clients from '../../functions/src/clients/dynamodb.ts';
import type * as Checks from '../../functions/src/repositories/checks.ts';
import type * as Users from '../../functions/src/repositories/users.ts';
import type * as Units from '../../functions/src/repositories/reference-units.ts';
import type * as Availability from '../../functions/src/services/availability.ts';
import type * as Access from '../../functions/src/services/check-access.ts';
import type * as CheckContent from '../../functions/src/services/check-content.ts';
import type * as CheckQueries from '../../functions/src/services/check-queries.ts';
import type * as MyUnits from '../../functions/src/services/my-units.ts';
import type * as QuickChecks from '../../functions/src/services/quick-checks.ts';
import { activatedAccount, login, send, signedIn, TEST_PASSWORD } from '../support/accounts.ts';
import { allPages, draftOf, expectJson, quickCheck } from '../support/checks.ts';
import { ApiSession } from '../support/http.ts';
import type * as Scale from '../support/scale.ts';

/*
 * Staff at the size of a real Land (Bayern has 2,056 Gemeinden): a Land ministry whose organisation is
 * responsible for Weitland (AGS 98, 2,000 Gemeinden, a published Gartenhaus check) and Kleinweit (AGS
 * 99, 3 Gemeinden), and a Land account of it. Its check list, its pages of units, its unit search and its
 * edits are answered by keys: the DynamoDB requests of each are counted in this process (the services
 * are called here with the stack's environment) and must not grow with the Land's Gemeinden. The units
 * are written straight into DynamoDB and removed afterwards, since the other files share the stack.
 */

const GROUP = 'gartenhaus';
const LARGE = 2_000;
const SMALL = 3;

let scale: typeof Scale;
let admin: ApiSession;
let landStaff: ApiSession;
let large: Awaited<ReturnType<typeof Scale.landWithCheck>>;
let small: { landId: string; gemeinden: string[] };
let organisationId: string;
let landUserId: string;
let landEmail: string;
const resident = new ApiSession();

let users: typeof Users;
let units: typeof Units;
let availability: typeof Availability;
let access: typeof Access;
let checkQueries: typeof CheckQueries;
let checkContent: typeof CheckContent;
let myUnits: typeof MyUnits;
let quickChecks: typeof QuickChecks;
/** The DynamoDB commands this process sent since the last `reads()`. */
const commands: string[] = [];
/** The items the Queries among them returned. */
let itemsQueried = 0;

beforeAll(async () => {
  Object.assign(process.env, inject('stackEnv'));
  scale = await import('../support/scale.ts');
  units = await import('../../functions/src/repositories/reference-units.ts');
  users = await import('../../functions/src/repositories/users.ts');
  availability = await import('../../functions/src/services/availability.ts');
  access = await import('../../functions/src/services/check-access.ts');
  checkQueries = await import('../../functions/src/services/check-queries.ts');
  checkContent = await import('../../functions/src/services/check-content.ts');
  myUnits = await import('../../functions/src/services/my-units.ts');
  quickChecks = await import('../../functions/src/services/quick-checks.ts');
  const { documentClient }: typeof Clients = await import('../../functions/src/clients/dynamodb.ts');
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      commands.push(context.commandName ?? 'unknown');
      const result = await next(args);
      if (context.commandName === 'QueryCommand') itemsQueried += (result.output as { Count?: number }).Count ?? 0;
      return result;
    },
    { step: 'initialize', name: 'countCommandsOfTheTest' },
  );

  admin = await signedIn('admin@baucheck.test');
  large = await scale.landWithCheck('unit-staff-weit', '98', 'Weitland', LARGE, GROUP);
  small = {
    landId: 'unit-staff-klein-land',
    gemeinden: await scale.addLandWithGemeinden('unit-staff-klein', '99', 'Kleinweit', SMALL),
  };

  // The ministry's organisation is responsible for both Länder; its Land account works for them.
  const organisation = editableOrganisationSchema.parse(
    await expectJson(
      await send(admin, 'POST', '/api/organisations/', { name: `Ministerium Weitland ${Date.now()}`, type: 'Land' }),
      201,
    ),
  );
  organisationId = organisation.id;
  for (const landId of [large.landId, small.landId]) {
    const land = await units.getReferenceUnit(landId);
    if (!land) throw new Error(`no unit ${landId}`);
    await units.updateReferenceUnit(land, { organisation_id: organisationId });
  }
  const account = await activatedAccount(admin, 'weitland', { level: 'Land', organisation_id: organisationId });
  landUserId = account.id;
  landEmail = account.email;
  landStaff = new ApiSession();
  expect((await login(landStaff, account.email, TEST_PASSWORD)).status).toBe(200);
}, 300_000);

afterAll(async () => {
  if (large) {
    await send(admin, 'DELETE', `/api/checks/${large.checkId}/${large.landId}/disassociate/`);
    const { check } = await draftOf(admin, large.checkId);
    await send(admin, 'DELETE', `/api/checks/${large.checkId}/`, { version: check.version });
  }
  await scale.removeUnits([large, small].flatMap((land) => (land ? [land.landId, ...land.gemeinden] : [])));
  if (landUserId) await send(admin, 'DELETE', `/api/users/${landUserId}`);
  if (organisationId) await send(admin, 'DELETE', `/api/organisations/${organisationId}/`);
}, 300_000);

/** The DynamoDB requests sent since the last call (and forgets them, and the items they returned). */
function reads(): string[] {
  itemsQueried = 0;
  return commands.splice(0, commands.length);
}

async function userRecord(email: string) {
  const id = await users.findUserIdByEmail(email);
  const record = id ? await users.getUserRecord(id) : null;
  if (!record) throw new Error(`no user ${email}`);
  return record;
}

async function minePage(session: ApiSession, query: string) {
  const response = await session.request(`/api/reference-units/mine/${query}`);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return myReferenceUnitPageSchema.parse(await expectJson(response, 200));
}

const pick = <T>(items: readonly T[], count: number): T[] => [...items].sort(() => Math.random() - 0.5).slice(0, count);

describe('Land staff of a Land with 2,000 Gemeinden', () => {
  it('list the checks of their Länder only, read per Land whatever the number of Gemeinden', async () => {
    // Act
    const checks = checkSchema.array().parse(await allPages(landStaff, `/api/checks/${GROUP}/?is_draft=true`));

    // Assess: the Land's check, nothing of Bayern or Baden-Württemberg
    expect(checks.map((check) => check.id)).toContain(large.checkId);
    for (const check of checks) expect([large.landId, small.landId]).toContain(check.land_id);

    // … and the same few requests as for the demo Land's staff (Bayern: 2 Gemeinden)
    const scaleUser = await userRecord(landEmail);
    const demoUser = await userRecord('land@baucheck.test');
    reads();
    await checkQueries.visibleCheckPage(demoUser, { group: GROUP }, { limit: 50 });
    const demoReads = reads();
    await checkQueries.visibleCheckPage(scaleUser, { group: GROUP }, { limit: 50 });
    const scaleReads = reads();
    // Territory (the organisation's units: one Query, one BatchGetItem) and two Queries per Land (its
    // Standard checks, its Gemeinden's copies)
    expect(demoReads).toHaveLength(4);
    expect(scaleReads).toHaveLength(6);
    expect(scaleReads.filter((command) => command !== 'QueryCommand')).toEqual(['BatchGetItemCommand']);
  });

  it('page through every Gemeinde of each of their Länder exactly once, the Länder first', async () => {
    // Act: follow the cursors to the end
    const seen: MyReferenceUnit[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await minePage(landStaff, `?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(100 + 2);
      seen.push(...page.items);
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor && pages < 50);

    // Assess
    const ids = seen.map((unit) => unit.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 2).sort()).toEqual([large.landId, small.landId].sort());
    expect(ids.slice(2).sort()).toEqual([...large.gemeinden, ...small.gemeinden].sort());
    expect(pages).toBeGreaterThanOrEqual(Math.ceil((LARGE + SMALL) / 100));
    // Each with the check it uses and its Land's name
    const gemeinde = seen.find((unit) => unit.id === large.gemeinden[1234]);
    expect(gemeinde).toMatchObject({ land_name: 'Weitland', kind: 'Gemeinde' });
    expect(gemeinde?.checks[GROUP]).toMatchObject({ check_id: large.checkId, inherited: true });
    expect(seen.find((unit) => unit.id === small.gemeinden[0])?.checks).toEqual({});
  });

  it('refuse a cursor of another Land with 422', async () => {
    const page = await minePage(landStaff, '?limit=5');
    const forged = Buffer.from(JSON.stringify({ l: DEMO_UNITS.bayern })).toString('base64url');

    expect((await landStaff.request(`/api/reference-units/mine/?cursor=${forged}`)).status).toBe(422);
    expect((await landStaff.request(`/api/reference-units/mine/?cursor=${page.next_cursor}`)).status).toBe(200);
  });

  it('cost one association Query per unit of a page and a few shared reads, as on the demo data', async () => {
    const scaleUser = await userRecord(landEmail);
    const demoUser = await userRecord('land@baucheck.test');

    // Act: the first two pages of 50 of the Land account, the demo Land account's units, a public page
    reads();
    const first = await myUnits.myUnitsWithChecksPage(scaleUser, { limit: 50 });
    const firstReads = reads();
    const second = await myUnits.myUnitsWithChecksPage(scaleUser, { limit: 50, cursor: first.next_cursor ?? '' });
    const secondReads = reads();
    const demo = await myUnits.myUnitsWithChecksPage(demoUser, { limit: 50 });
    const demoReads = reads();
    const published = await availability.unitsWithChecksPage({ landId: large.landId, limit: 50 });
    const publishedReads = reads();

    // Assess: a Query of each unit's associations, and at most six other requests (territory, the page,
    // the Land's associations, one BatchGetItem of the checks, the Länder's names)
    expect(first.items).toHaveLength(52);
    expect(second.items).toHaveLength(50);
    expect(published.items).toHaveLength(50);
    for (const [items, sent] of [
      [first.items, firstReads],
      [second.items, secondReads],
      [demo.items, demoReads],
      [published.items, publishedReads],
    ] as const) {
      expect(sent.length - items.length).toBeLessThanOrEqual(6);
      expect(sent.filter((command) => command === 'GetItemCommand')).toEqual([]);
    }
    expect(second.items.every((unit) => unit.checks[GROUP]?.check_id === large.checkId)).toBe(true);
  });

  it('find any Gemeinde of their Länder by name or AGS, and none of another Land', async () => {
    const search = async (session: ApiSession, query: string) =>
      (await minePage(session, `?q=${encodeURIComponent(query)}`)).items;

    // Act and assess: a name start every Gemeinde of the country shares is scoped to the Länder by key
    const common = await search(landStaff, 'Gemeinde');
    expect(common).toHaveLength(20);
    for (const unit of common) expect([large.landId, small.landId]).toContain(unit.parent_id);
    // … a word inside the name, and an AGS
    expect((await search(landStaff, 'weitland 123')).map((unit) => unit.name).sort()).toEqual(
      Array.from({ length: 10 }, (_, index) => `Gemeinde Weitland ${1230 + index}`),
    );
    const [byAgs, ...moreByAgs] = await search(landStaff, '98001999');
    expect([byAgs?.id, moreByAgs]).toEqual([large.gemeinden[1998], []]);
    expect(byAgs).toMatchObject({ land_name: 'Weitland', checks: { [GROUP]: { check_id: large.checkId } } });
    // Bayern's Land staff and Lindenau's Kommune staff find nothing of Weitland
    expect(await search(await signedIn('land@baucheck.test'), 'Weitland')).toEqual([]);
    expect(await search(await signedIn('kommune@baucheck.test'), 'Gemeinde Weitland')).toEqual([]);
    // An Administrator finds it in the whole country, or within the Land
    const everywhere = await search(admin, 'weitland 1999');
    expect(everywhere.map((unit) => unit.id)).toEqual([large.gemeinden[1998]]);
    const withinLand = (await minePage(admin, `?q=Gemeinde&land_id=${small.landId}`)).items;
    expect(withinLand.map((unit) => unit.id).sort()).toEqual([...small.gemeinden].sort());

    // A search costs the same few requests as on the demo data
    const scaleUser = await userRecord(landEmail);
    reads();
    const hits = await myUnits.myUnitsWithChecksPage(scaleUser, { limit: 20, q: 'Gemeinde' });
    const sent = reads();
    // Bounded whatever the number of Gemeinden: the territory (2), and per Land the search's three term
    // partitions of at most 4 pages each (unit-search.ts MAX_PAGES) and one name-start Query, besides the
    // checks of the hits.
    expect(sent.length - hits.items.length).toBeLessThanOrEqual(2 + 2 * (3 * 4 + 1));
  });

  it("edit a Gemeinde's local value of the Land's check, which a Kommune or Land of another Land may not", async () => {
    // Prepare
    const [gemeinde, neighbour] = pick(large.gemeinden, 2) as [string, string];
    const slide = (await draftOf(landStaff, large.checkId)).slides.find(
      (candidate) => candidate.type === 'Ja-Oder-Nein',
    );
    if (!slide) throw new Error('the check has no question');
    const setLokales = (session: ApiSession, unitId: string, value: string) =>
      send(session, 'PATCH', `/api/attributes/${slide.id}/`, {
        reference_unit_id: unitId,
        attributes: [{ key: 'Lokales', value }],
      });
    const lokalesOf = (check: QuickCheck) =>
      check.definition.slides.find((candidate) => candidate.id === slide.id)?.attributes.Lokales;

    // Act: the Land's staff set a value for one Gemeinde, and their own for many others
    const [local] = await expectJson<Array<{ id: string }>>(
      await setLokales(landStaff, gemeinde, '<p>Nur hier</p>'),
      200,
    );
    const others = large.gemeinden.filter((id) => id !== gemeinde && id !== neighbour).slice(0, 30);
    for (const other of others) await expectJson(await setLokales(landStaff, other, '<p>Anderswo</p>'), 200);

    // Assess: residents of that Gemeinde get it at once, its neighbour does not
    expect(lokalesOf(await quickCheck(resident, gemeinde, GROUP))).toBe('<p>Nur hier</p>');
    expect(lokalesOf(await quickCheck(resident, neighbour, GROUP))).not.toBe('<p>Nur hier</p>');
    const draft = await draftOf(landStaff, large.checkId, gemeinde);
    expect(draft.slides.find((candidate) => candidate.id === slide.id)?.attributes).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'Lokales', reference_unit_id: gemeinde })]),
    );

    // Staff of another Land refused, whichever level
    for (const email of ['kommune@baucheck.test', 'land@baucheck.test']) {
      const refused = await setLokales(await signedIn(email), neighbour, '<p>Fremd</p>');
      expect(refused.status, email).toBe(403);
    }
    expect(lokalesOf(await quickCheck(resident, neighbour, GROUP))).not.toBe('<p>Fremd</p>');

    // Removing the value by its id reads that Gemeinde's values only, not the 31 Gemeinden's
    const scaleStaff = await userRecord(landEmail);
    reads();
    await checkContent.removeAttribute(scaleStaff, local?.id ?? '');
    const removal = reads();
    // (the check's own content: two ranges; the Gemeinde's values; the organisation's units)
    expect(removal.filter((command) => command === 'QueryCommand')).toHaveLength(4);
    expect(removal.length).toBeLessThanOrEqual(8);
    expect(lokalesOf(await quickCheck(resident, gemeinde, GROUP))).not.toBe('<p>Nur hier</p>');

    // The territory behind these decisions: the organisation's units, by key
    const scaleUser = await userRecord(landEmail);
    reads();
    const territory = await access.territoryOf(scaleUser);
    expect(reads()).toEqual(['QueryCommand', 'BatchGetItemCommand']);
    expect([...territory.landIds].sort()).toEqual([large.landId, small.landId].sort());
  });

  it("leave an Administrator's list of one group to that group's key range across Germany", async () => {
    const administrator = await userRecord('admin@baucheck.test');
    const laender = (await units.listLaender()).length;

    reads();
    const { items: checks } = await checkQueries.visibleCheckPage(administrator, { group: GROUP }, { limit: 100 });
    const listing = reads();
    const versions = await checkQueries.latestVersions(checks);
    const versionReads = reads();

    expect(checks.map((check) => check.id)).toContain(large.checkId);
    expect(new Set(checks.map((check) => check.group))).toEqual(new Set([GROUP]));
    // No territory to read: the Länder, then gsi1 "CHECKS" and each Land's copies, begins_with
    // "gartenhaus#" (16 Länder in Germany, whatever the number of Gemeinden); the published versions'
    // titles and dates come with the checks, no snapshot is read
    expect(listing).toEqual(Array.from({ length: 2 + laender }, () => 'QueryCommand'));
    expect(versionReads).toEqual([]);
    expect(versions.map((version) => version.check_id)).toEqual(
      checks.filter((check) => check.latest_version > 0).map((check) => check.id),
    );
  });

  it('read the association counts of a check stored with the ids of its units, and count on from them', async () => {
    // Prepare: the large Land's check as a record written before the counts: its Land and two Gemeinden by id
    const { GetCommand, PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const { documentClient }: typeof Clients = await import('../../functions/src/clients/dynamodb.ts');
    const { checkPartition, META } = await import('../../functions/src/repositories/check-keys.ts');
    const key = { pk: checkPartition(large.checkId), sk: META };
    const { Item } = await documentClient.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: key }));
    const current = Item as Checks.CheckRecord & Record<string, unknown>;
    const older: Record<string, unknown> = { ...current };
    delete older.land_associated;
    delete older.associated_gemeinden;
    const [first, second, third] = large.gemeinden as [string, string, string];
    await documentClient.send(
      new PutCommand({
        TableName: process.env.TABLE_NAME,
        Item: { ...older, reference_unit_ids: [large.landId, first, second] },
      }),
    );

    try {
      // Act: read it, then let a third Gemeinde use it and stop again
      const read = (await draftOf(admin, large.checkId)).check;
      const counted = checkSchema.parse(
        await expectJson(await send(admin, 'POST', `/api/checks/${large.checkId}/${third}/associate/`), 200),
      );
      const uncounted = checkSchema.parse(
        await expectJson(await send(admin, 'DELETE', `/api/checks/${large.checkId}/${third}/disassociate/`), 200),
      );

      // Assess
      expect([read.land_associated, read.associated_gemeinden]).toEqual([true, 2]);
      expect([counted.land_associated, counted.associated_gemeinden]).toEqual([true, 3]);
      expect([uncounted.land_associated, uncounted.associated_gemeinden]).toEqual([true, 2]);
    } finally {
      const { Item: now } = await documentClient.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: key }));
      await documentClient.send(
        new PutCommand({
          TableName: process.env.TABLE_NAME,
          Item: { ...current, version: (now as { version: number }).version },
        }),
      );
    }
  });

  it('read the snapshot of a check last published before records kept its version, and only that one', async () => {
    // Prepare: the large Land's check as a record written before `latest_published` existed
    const { GetCommand, PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const { documentClient }: typeof Clients = await import('../../functions/src/clients/dynamodb.ts');
    const { checkPartition, META } = await import('../../functions/src/repositories/check-keys.ts');
    const key = { pk: checkPartition(large.checkId), sk: META };
    const { Item } = await documentClient.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: key }));
    const { latest_published: kept, ...older } = Item as Checks.CheckRecord & Record<string, unknown>;
    await documentClient.send(new PutCommand({ TableName: process.env.TABLE_NAME, Item: older }));
    const administrator = await userRecord('admin@baucheck.test');
    const { items: checks } = await checkQueries.visibleCheckPage(administrator, { group: GROUP }, { limit: 100 });

    // Act
    reads();
    const versions = await checkQueries.latestVersions(checks);
    const versionReads = reads();

    // Assess: one BatchGetItem for that check, and the same version as the record kept
    expect(versionReads).toEqual(['BatchGetItemCommand']);
    expect(kept?.title).toBeTruthy();
    expect(versions.find((version) => version.check_id === large.checkId)).toEqual(kept);
  });

  it("find every Land's published checks for residents in two batch reads, whatever the number of Länder", async () => {
    const laender = (await units.listLaender()).filter((land) => land.active);

    reads();
    const offered = await quickChecks.laenderWithPublishedCheck(laender, CHECK_GROUPS);
    const sent = reads();

    // The Länder's associations in one BatchGetItem (16 × 4 keys in Germany), then those checks in one
    expect(sent).toEqual(['BatchGetItemCommand', 'BatchGetItemCommand']);
    expect(offered.get(GROUP)).toContain(large.landId);
    expect(offered.get(GROUP)).not.toContain(small.landId);
    for (const group of CHECK_GROUPS) {
      const one = await Promise.all(laender.map((land) => quickChecks.hasPublishedCheck(land.id, group)));
      expect(offered.get(group)).toEqual(laender.filter((_, index) => one[index]).map((land) => land.id));
    }
  });

  it('see the public page of a Land with checks at the same cost', async () => {
    const page = referenceUnitWithChecksPageSchema.parse(
      await expectJson(
        await resident.request(`/api/reference-units/with-checks/?land_id=${large.landId}&limit=50`),
        200,
      ),
    );
    expect(page.items).toHaveLength(50);
    expect(page.items.every((unit) => unit.checks[GROUP]?.check_id === large.checkId)).toBe(true);
  });
});

describe('Kommune staff of one Gemeinde in a Land where many Gemeinden have copies of their own', () => {
  const COPIES = 200;
  let checks: typeof Checks;
  let ownGemeinde: string;
  let ownCopyId: string;
  const copyIds: string[] = [];
  let kommuneOrganisationId: string | undefined;
  let kommuneUserId: string | undefined;
  let kommuneEmail: string;
  const kommuneStaff = new ApiSession();

  beforeAll(async () => {
    checks = await import('../../functions/src/repositories/checks.ts');
    const { newCheckId } = await import('../../functions/src/repositories/check-keys.ts');
    const { eachLimited } = await import('../../functions/src/data/concurrency.ts');
    const [own, ...others] = large.gemeinden.slice(0, COPIES + 1) as [string, ...string[]];
    ownGemeinde = own;
    // The copies' draft headers, as "Individuell anlegen" writes them (their content does not matter here)
    const copyOf = (unitId: string) =>
      checks.createCheckRecord({
        id: newCheckId(),
        group: GROUP,
        type: 'Individuell',
        title: `Gartenhaus (${unitId})`,
        land_id: large.landId,
        owner_unit_id: unitId,
        source_check_id: large.checkId,
        legal_basis: 'Art. 57 Abs. 1 Nr. 1 Buchst. a BayBO',
        as_of: '2026-03-01',
      });
    ownCopyId = (await copyOf(own)).id;
    copyIds.push(ownCopyId);
    await eachLimited(others, 8, async (unitId) => {
      copyIds.push((await copyOf(unitId)).id);
    });

    const organisation = editableOrganisationSchema.parse(
      await expectJson(
        await send(admin, 'POST', '/api/organisations/', { name: `Gemeinde Weit ${Date.now()}`, type: 'Kommune' }),
        201,
      ),
    );
    kommuneOrganisationId = organisation.id;
    const unit = await units.getReferenceUnit(own);
    if (!unit) throw new Error(`no unit ${own}`);
    await units.updateReferenceUnit(unit, { organisation_id: organisation.id });
    const account = await activatedAccount(admin, 'weitkommune', {
      level: 'Kommune',
      organisation_id: organisation.id,
    });
    kommuneUserId = account.id;
    kommuneEmail = account.email;
    expect((await login(kommuneStaff, account.email, TEST_PASSWORD)).status).toBe(200);
  }, 300_000);

  afterAll(async () => {
    const { DeleteCommand } = await import('@aws-sdk/lib-dynamodb');
    const { documentClient }: typeof Clients = await import('../../functions/src/clients/dynamodb.ts');
    const { checkPartition, META } = await import('../../functions/src/repositories/check-keys.ts');
    const table = process.env.TABLE_NAME;
    for (const id of copyIds) {
      await documentClient.send(new DeleteCommand({ TableName: table, Key: { pk: checkPartition(id), sk: META } }));
    }
    if (kommuneUserId) await send(admin, 'DELETE', `/api/users/${kommuneUserId}`);
    if (kommuneOrganisationId) await send(admin, 'DELETE', `/api/organisations/${kommuneOrganisationId}/`);
  }, 300_000);

  it("list their Land's Standard check and their own copy, without reading the other Gemeinden's copies", async () => {
    // Act
    const listed = checkSchema.array().parse(await allPages(kommuneStaff, `/api/checks/${GROUP}/?is_draft=true`));
    const user = await userRecord(kommuneEmail);
    reads();
    await checkQueries.visibleCheckPage(user, { group: GROUP }, { limit: 50 });
    const listing = [...commands];
    const queried = itemsQueried;
    reads();
    await checkQueries.visibleCheckPage(user, { group: GROUP, referenceUnitId: ownGemeinde }, { limit: 50 });
    const forUnit = [...commands];
    const queriedForUnit = itemsQueried;

    // Assess: what the Gemeinde's staff see
    expect(listed.map((check) => check.id).sort()).toEqual([large.checkId, ownCopyId].sort());
    // Territory (one Query, one BatchGetItem), the Land's Standard checks, the Gemeinde's own copies:
    // a handful of items (the membership, the check, the copy), not the Land's 200 copies
    expect(listing).toEqual(['QueryCommand', 'BatchGetItemCommand', 'QueryCommand', 'QueryCommand']);
    expect(queried).toBeLessThanOrEqual(3);
    // The same for the checks that apply to their Gemeinde (the editor's choice for a unit)
    expect(forUnit.filter((command) => command === 'QueryCommand')).toHaveLength(3);
    expect(queriedForUnit).toBeLessThanOrEqual(3);
  });

  it("page Land staff through every copy of their Land's Gemeinden by title, a bounded read per page", async () => {
    // Act: follow the cursors of the group's list to the end, counting what each page reads (the
    // service is called here, where its requests are counted; the API answers the same pages)
    const user = await userRecord(landEmail);
    const pages: Array<{ ids: string[]; titles: string[]; queries: number; items: number }> = [];
    let cursor: string | undefined;
    do {
      reads();
      const page = await checkQueries.visibleCheckPage(user, { group: GROUP }, { limit: 50, cursor });
      const sent = reads();
      pages.push({
        ids: page.items.map((check) => check.id),
        titles: page.items.map((check) => check.title),
        queries: sent.filter((command) => command === 'QueryCommand').length,
        items: page.items.length,
      });
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    const viaApi = checkPageSchema.parse(
      await expectJson(await landStaff.request(`/api/checks/${GROUP}/?is_draft=true&limit=50`), 200),
    );

    // Assess: the Land's check and all 201 copies, each once, a page holding at most 50
    const ids = pages.flatMap((page) => page.ids);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(large.checkId);
    for (const id of copyIds) expect(ids).toContain(id);
    expect(pages.length).toBeGreaterThanOrEqual(5);
    for (const page of pages) expect(page.items).toBeLessThanOrEqual(50);
    // The copies in title order ("Gartenhaus (unit-…)"), as the overview shows them
    const copyTitles = pages.flatMap((page) => page.titles).filter((title) => title.startsWith('Gartenhaus (unit-'));
    expect(copyTitles).toEqual([...copyTitles].sort());
    // Each page: the territory's Query and the Land lists it reaches (four lists of two Länder), never the
    // whole list of copies in one request
    for (const page of pages) expect(page.queries).toBeLessThanOrEqual(1 + 4);
    expect(viaApi.items.map((check) => check.id)).toEqual(pages[0]?.ids);
  });

  it("find one Gemeinde's copy by a search of the server, and refuse a cursor of another list", async () => {
    // Act
    const found = checkPageSchema.parse(
      await expectJson(
        await landStaff.request(`/api/checks/${GROUP}/?is_draft=true&q=${encodeURIComponent(ownGemeinde)}`),
        200,
      ),
    );
    const kommunePage = checkPageSchema.parse(
      await expectJson(await admin.request(`/api/checks/${GROUP}/?is_draft=true&limit=1`), 200),
    );
    const foreign = await landStaff.request(
      `/api/checks/${GROUP}/?is_draft=true&cursor=${kommunePage.next_cursor ?? 'x'}`,
    );

    // Assess: the copy named after that Gemeinde (its title holds the unit's id here); a cursor of the
    // Administrator's lists is not one of the Land staff's
    expect(found.items.map((check) => check.id)).toContain(ownCopyId);
    expect(found.items.every((check) => check.title.includes(ownGemeinde))).toBe(true);
    expect(foreign.status).toBe(422);
  });
});
