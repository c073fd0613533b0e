import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { editableOrganisationSchema, type OrganisationType } from '@baucheck/shared/organisations';
import {
  editableReferenceUnitSchema,
  managedUnitPageSchema,
  type EditableReferenceUnit,
  type ManagedUnit,
} from '@baucheck/shared/reference-units';
import { DEMO_UNITS } from '../../functions/local/seed/reference-units.ts';
import { STALE_VERSION_TEXT } from '../../functions/src/lib/conditional.ts';
import { activatedAccount, send, signedIn, TEST_PASSWORD } from '../support/accounts.ts';
import { draftOf, expectJson } from '../support/checks.ts';
import { ApiSession } from '../support/http.ts';
import type * as Scale from '../support/scale.ts';

/*
 * Managing reference units (issue 15, "Managing units"): a synthetic Land "Verwaltungsland" (AGS 96) of
 * 2,000 Gemeinden with a published garden-house check, its own Land and Kommune organisations and
 * accounts. Everything is removed afterwards: the other test files share this stack and list units.
 */

const GROUP = 'gartenhaus';
const GEMEINDEN = 2_000;

let scale: typeof Scale;
let admin: ApiSession;
let land: Awaited<ReturnType<typeof Scale.landWithCheck>>;
let landStaff: ApiSession;
let kommuneStaff: ApiSession;
let kommuneUnit: EditableReferenceUnit;
const createdUnits: string[] = [];
const createdOrganisations: string[] = [];
const createdAccounts: string[] = [];
const resident = new ApiSession();

const CONTACT = { office: 'Bauamt', phone: null, email: null, website: null };

async function newOrganisation(name: string, type: OrganisationType) {
  const organisation = editableOrganisationSchema.parse(
    await expectJson(await send(admin, 'POST', '/api/organisations/', { name, type }), 201),
  );
  createdOrganisations.push(organisation.id);
  return organisation;
}

async function staffOf(label: string, level: 'Land' | 'Kommune', organisationId: string): Promise<ApiSession> {
  const account = await activatedAccount(admin, label, { level, organisation_id: organisationId });
  createdAccounts.push(account.id);
  return signedIn(account.email, TEST_PASSWORD);
}

const create = (session: ApiSession, body: Record<string, unknown>) =>
  send(session, 'POST', '/api/reference-units/manage/', { contact: CONTACT, ...body });

async function created(session: ApiSession, body: Record<string, unknown>): Promise<EditableReferenceUnit> {
  const unit = editableReferenceUnitSchema.parse(await expectJson(await create(session, body), 201));
  createdUnits.push(unit.id);
  return unit;
}

async function detail(session: ApiSession, id: string): Promise<EditableReferenceUnit> {
  return editableReferenceUnitSchema.parse(await expectJson(await session.request(`/api/reference-units/${id}/`), 200));
}

const patch = (session: ApiSession, id: string, body: Record<string, unknown>) =>
  send(session, 'PATCH', `/api/reference-units/${id}/`, body);

async function listPage(session: ApiSession, query: string) {
  const response = await session.request(`/api/reference-units/manage/?${query}`);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return managedUnitPageSchema.parse(await expectJson(response, 200));
}

/** Every row of the list, following the cursors. */
async function allPages(session: ApiSession, query: string): Promise<{ rows: ManagedUnit[]; pages: number }> {
  const rows: ManagedUnit[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await listPage(session, `${query}&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    rows.push(...page.items);
    cursor = page.next_cursor;
    pages += 1;
  } while (cursor);
  return { rows, pages };
}

const detailText = async (response: Response) => ((await response.json()) as { detail: unknown }).detail;

beforeAll(async () => {
  Object.assign(process.env, inject('stackEnv'));
  scale = await import('../support/scale.ts');
  admin = await signedIn('admin@baucheck.test');
  land = await scale.landWithCheck('unit-manage', '96', 'Verwaltungsland', GEMEINDEN, GROUP);
  // The Land's ministry with a Land account, a Kommune with its Gemeinde and a Kommune account
  const ministry = await newOrganisation('Verwaltungsland – Bauministerium (Test)', 'Land');
  const current = await detail(admin, land.landId);
  await expectJson(await patch(admin, land.landId, { version: current.version, organisation_id: ministry.id }), 200);
  landStaff = await staffOf('land-verwaltungsland', 'Land', ministry.id);
  const kommune = await newOrganisation('Gemeinde Amtshausen (Test)', 'Kommune');
  kommuneUnit = await created(admin, {
    ags: '96500001',
    name: 'Amtshausen',
    kind: 'Gemeinde',
    land_id: land.landId,
    plz: ['96501'],
    organisation_id: kommune.id,
  });
  kommuneStaff = await staffOf('kommune-amtshausen', 'Kommune', kommune.id);
}, 300_000);

afterAll(async () => {
  for (const id of createdAccounts) await send(admin, 'DELETE', `/api/users/${id}`);
  if (land) {
    await send(admin, 'DELETE', `/api/checks/${land.checkId}/${land.landId}/disassociate/`);
    const { check } = await draftOf(admin, land.checkId);
    await send(admin, 'DELETE', `/api/checks/${land.checkId}/`, { version: check.version });
  }
  await scale.removeUnits([...(land ? [land.landId, ...land.gemeinden] : []), ...createdUnits]);
  for (const id of createdOrganisations) await send(admin, 'DELETE', `/api/organisations/${id}/`);
}, 300_000);

describe('creating units', () => {
  it('creates a Gemeinde with a readable slug, and refuses a second unit with its AGS (422 at the field)', async () => {
    // Act
    const unit = await created(admin, {
      ags: '96500002',
      name: 'Neu Übach',
      kind: 'Gemeinde',
      land_id: land.landId,
      plz: ['96502'],
      contact: { office: 'Bauamt Neu Übach', phone: '', email: '', website: '' },
      links: { 'Antragsportal-Link': 'https://portal.verwaltungsland.example/bauantrag' },
    });
    const clash = await create(admin, { ags: '96500002', name: 'Anderswo', kind: 'Gemeinde', land_id: land.landId });
    const sameName = await created(admin, {
      ags: '96500003',
      name: 'Neu Übach',
      kind: 'Gemeinde',
      land_id: land.landId,
    });

    // Assess
    expect(unit).toMatchObject({
      slug: 'neu-uebach',
      kind: 'Gemeinde',
      ags: '96500002',
      parent_id: land.landId,
      land_name: 'Verwaltungsland',
      active: true,
      contact: { office: 'Bauamt Neu Übach', phone: null, email: null, website: null },
      links: { 'Antragsportal-Link': 'https://portal.verwaltungsland.example/bauantrag' },
    });
    expect(clash.status).toBe(422);
    expect(await detailText(clash)).toEqual([
      expect.objectContaining({ loc: ['body', 'ags'], msg: expect.stringContaining('bereits vergeben (Neu Übach)') }),
    ]);
    expect(sameName.slug).toBe('neu-uebach-96500003');
  });

  it('refuses a Gemeinde whose AGS is not of its Land (422) and creates nothing', async () => {
    const response = await create(admin, {
      ags: '09500001',
      name: 'Falschland',
      kind: 'Gemeinde',
      land_id: land.landId,
    });

    expect(response.status).toBe(422);
    expect(await detailText(response)).toEqual([
      expect.objectContaining({ loc: ['body', 'ags'], msg: expect.stringContaining('beginnt mit 96') }),
    ]);
    expect((await listPage(admin, 'q=09500001')).items).toEqual([]);
  });

  it('refuses a Gemeinde with an organisation of the wrong type (422 at the field)', async () => {
    const partner = await newOrganisation('Falscher Typ GmbH (Test)', 'Partner');

    const response = await create(admin, {
      ags: '96500009',
      name: 'Falschtyp',
      kind: 'Gemeinde',
      land_id: land.landId,
      organisation_id: partner.id,
    });

    expect(response.status).toBe(422);
    expect(await detailText(response)).toEqual([
      expect.objectContaining({ loc: ['body', 'organisation_id'], msg: expect.stringContaining('Typ Kommune') }),
    ]);
  });
});

describe('changing units', () => {
  it('answers a change with a stale version with 409 and changes nothing', async () => {
    // Prepare: two people read the same unit; one saves first
    const gemeinde = land.gemeinden[10] ?? '';
    const read = await detail(admin, gemeinde);
    await expectJson(
      await patch(admin, gemeinde, { version: read.version, contact: { ...CONTACT, office: 'Bauamt Erste' } }),
      200,
    );

    // Act: the other saves with the version read before
    const response = await patch(admin, gemeinde, {
      version: read.version,
      contact: { ...CONTACT, office: 'Bauamt Zweite' },
      name: 'Überschrieben',
    });

    // Assess
    expect(response.status).toBe(409);
    expect(await detailText(response)).toBe(STALE_VERSION_TEXT);
    const stored = await detail(admin, gemeinde);
    expect([stored.contact.office, stored.name, stored.version]).toEqual(['Bauamt Erste', read.name, read.version + 1]);
  });

  it('lets Kommune staff change the contact, side laws and links of their own unit, nothing else (403)', async () => {
    // Act
    const own = await detail(kommuneStaff, kommuneUnit.id);
    const saved = editableReferenceUnitSchema.parse(
      await expectJson(
        await patch(kommuneStaff, own.id, {
          version: own.version,
          contact: {
            office: 'Bauamt Amtshausen',
            phone: '+49 9650 1234',
            email: 'bauamt@amtshausen.example',
            website: '',
          },
          side_laws: { Denkmalschutz: { text: 'Der Ortskern ist ein Ensemble.', contact: 'Landratsamt' } },
          links: { 'Bebauungsplan-Link': 'https://www.amtshausen.example/plaene' },
        }),
        200,
      ),
    );
    const rename = await patch(kommuneStaff, own.id, { version: saved.version, name: 'Großamtshausen' });
    const other = await patch(kommuneStaff, land.gemeinden[0] ?? '', { version: 1, contact: CONTACT });
    const otherRead = await kommuneStaff.request(`/api/reference-units/${land.gemeinden[0] ?? ''}/`);

    // Assess
    expect(saved).toMatchObject({
      contact: {
        office: 'Bauamt Amtshausen',
        phone: '+49 9650 1234',
        email: 'bauamt@amtshausen.example',
        website: null,
      },
      side_laws: { Denkmalschutz: { text: 'Der Ortskern ist ein Ensemble.', contact: 'Landratsamt' } },
      links: { 'Bebauungsplan-Link': 'https://www.amtshausen.example/plaene' },
    });
    expect(rename.status).toBe(403);
    expect(await detailText(rename)).toMatch(/dürfen Sie nicht ändern: Name/);
    expect((await detail(admin, own.id)).name).toBe('Amtshausen');
    expect(other.status).toBe(403);
    expect(otherRead.status).toBe(403);
    // Their list is their own unit
    expect((await listPage(kommuneStaff, 'limit=50')).items.map((row) => row.id)).toEqual([kommuneUnit.id]);
  });

  it('shows invalid input at its field, in German, and saves nothing', async () => {
    const own = await detail(kommuneStaff, kommuneUnit.id);

    const response = await patch(kommuneStaff, own.id, {
      version: own.version,
      contact: { office: '', phone: null, email: 'keine-adresse', website: null },
      links: { 'Antragsportal-Link': 'portal.example' },
    });

    expect(response.status).toBe(422);
    const issues = (await detailText(response)) as Array<{ loc: unknown[]; msg: string }>;
    expect(issues.map((issue) => [issue.loc.slice(1).join('.'), issue.msg])).toEqual(
      expect.arrayContaining([
        ['contact.office', 'Bitte geben Sie die zuständige Stelle an.'],
        ['contact.email', 'Bitte geben Sie eine gültige E-Mail-Adresse an.'],
        ['links.Antragsportal-Link', expect.stringContaining('https://')],
      ]),
    );
    expect((await detail(admin, own.id)).version).toBe(own.version);
  });

  it('limits Land staff to their Land: its Gemeinden in full, the Land itself in its local content', async () => {
    // Act
    const gemeinde = await detail(landStaff, land.gemeinden[20] ?? '');
    const renamed = await patch(landStaff, gemeinde.id, {
      version: gemeinde.version,
      name: 'Umbenannt',
      plz: ['96520'],
    });
    const ownLand = await detail(landStaff, land.landId);
    const landRename = await patch(landStaff, land.landId, { version: ownLand.version, name: 'Anderland' });
    const landContact = await patch(landStaff, land.landId, {
      version: ownLand.version,
      links: { 'Antragsportal-Link': 'https://portal.verwaltungsland.example' },
    });
    const bavarian = await patch(landStaff, DEMO_UNITS.lindenau, { version: 1, contact: CONTACT });
    const bavarianList = await landStaff.request(`/api/reference-units/manage/?land_id=${DEMO_UNITS.bayern}`);
    const newGemeinde = await created(landStaff, {
      ags: '96500004',
      name: 'Landgründung',
      kind: 'Gemeinde',
      land_id: land.landId,
    });
    const inBayern = await create(landStaff, {
      ags: '09500004',
      name: 'Fremdgründung',
      kind: 'Gemeinde',
      land_id: DEMO_UNITS.bayern,
    });
    const newLand = await create(landStaff, { ags: '97', name: 'Neuland', kind: 'Land' });

    // Assess
    expect(editableReferenceUnitSchema.parse(await expectJson(renamed, 200))).toMatchObject({
      name: 'Umbenannt',
      plz: ['96520'],
    });
    expect(landRename.status).toBe(403);
    expect(editableReferenceUnitSchema.parse(await expectJson(landContact, 200)).links).toEqual({
      'Antragsportal-Link': 'https://portal.verwaltungsland.example',
    });
    expect(bavarian.status).toBe(403);
    expect(bavarianList.status).toBe(403);
    expect(newGemeinde).toMatchObject({ parent_id: land.landId, organisation_id: null });
    expect(inBayern.status).toBe(403);
    expect(newLand.status).toBe(403);
  });

  it('hides a deactivated unit from residents and keeps its content; reactivated, it is back', async () => {
    // Prepare: a Gemeinde that uses its Land's published check
    const gemeinde = await detail(admin, land.gemeinden[30] ?? '');
    const checkPath = `/api/quick-checks/checks/${gemeinde.id}/${GROUP}/`;
    expect((await resident.request(checkPath)).status).toBe(200);

    // Act: Land staff deactivate it
    const deactivated = editableReferenceUnitSchema.parse(
      await expectJson(await patch(landStaff, gemeinde.id, { version: gemeinde.version, active: false }), 200),
    );

    // Assess: residents get it as unknown, staff still find it (marked), its content kept
    expect((await resident.request(checkPath)).status).toBe(404);
    const available = (await expectJson(
      await resident.request(`/api/quick-checks/available_checks/?reference_unit_id=${gemeinde.id}&group=${GROUP}`),
      200,
    )) as Array<{ available: boolean }>;
    expect(available.map((entry) => entry.available)).toEqual([false]);
    const [row] = (await listPage(landStaff, `q=${gemeinde.ags}`)).items;
    expect(row).toMatchObject({ id: gemeinde.id, active: false });
    expect(deactivated.contact).toEqual(gemeinde.contact);

    // Act: reactivate
    await expectJson(await patch(admin, gemeinde.id, { version: deactivated.version, active: true }), 200);

    // Assess
    expect((await resident.request(checkPath)).status).toBe(200);
  });
});

describe('listing units', () => {
  it('pages through a Land of 2,000 Gemeinden by cursor: the Land first, then every Gemeinde once, by name', async () => {
    // Act: the Administrator filtering by the Land, and the Land's own staff without a filter
    const byAdmin = await allPages(admin, `land_id=${land.landId}`);
    const byLandStaff = await allPages(landStaff, '');

    // Assess
    for (const { rows, pages } of [byAdmin, byLandStaff]) {
      expect(pages).toBeGreaterThanOrEqual(GEMEINDEN / 100);
      expect(rows[0]).toMatchObject({
        id: land.landId,
        kind: 'Land',
        organisation_name: 'Verwaltungsland – Bauministerium (Test)',
      });
      const ids = rows.map((row) => row.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(expect.arrayContaining([...land.gemeinden, kommuneUnit.id]));
      expect(rows.slice(1).every((row) => row.kind === 'Gemeinde' && row.land_name === 'Verwaltungsland')).toBe(true);
    }
    expect(byLandStaff.rows.map((row) => row.id)).toEqual(byAdmin.rows.map((row) => row.id));
    expect(byAdmin.rows.find((row) => row.id === kommuneUnit.id)).toMatchObject({
      ags: '96500001',
      plz: ['96501'],
      organisation_name: 'Gemeinde Amtshausen (Test)',
      slug: 'amtshausen',
    });
  });

  it('searches by name with umlauts or their "ue" spelling and by PLZ, inactive units included for staff', async () => {
    // Prepare: an inactive Gemeinde with an umlaut in its name
    const unit = await created(admin, {
      ags: '96500005',
      name: 'Großmünsterbach',
      kind: 'Gemeinde',
      land_id: land.landId,
      plz: ['96555'],
    });
    await expectJson(await patch(admin, unit.id, { version: unit.version, active: false }), 200);

    // Act
    const queries = ['münster', 'MUENSTER', 'grossmunster', '96555', '9650000'];
    const results = await Promise.all(queries.map((q) => listPage(landStaff, `q=${encodeURIComponent(q)}`)));

    // Assess
    for (const [index, page] of results.slice(0, 4).entries()) {
      expect(
        page.items.map((row) => [row.id, row.active]),
        queries[index],
      ).toContainEqual([unit.id, false]);
      expect(page.next_cursor).toBeNull();
    }
    // An AGS prefix finds the Land's Gemeinden by their keys
    expect(results[4]?.items.map((row) => row.ags)).toContain('96500005');
    // Kommune staff search only among their own
    expect((await listPage(kommuneStaff, 'q=muenster')).items).toEqual([]);
  });
});

describe('organisations with units', () => {
  it('refuses to delete an organisation while units belong to it', async () => {
    const organisationId = kommuneUnit.organisation_id ?? '';

    const response = await send(admin, 'DELETE', `/api/organisations/${organisationId}/`);

    expect(response.status).toBe(409);
    expect(await detailText(response)).toMatch(/Zu ihr gehören noch 1 Konto und 1 Bezugseinheit\./);
    expect((await admin.request(`/api/organisations/${organisationId}/`)).status).toBe(200);
  });
});
