import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  editableOrganisationSchema,
  organisationPageSchema,
  ORGANISATION_TYPES,
  type EditableOrganisation,
  type OrganisationListItem,
  type OrganisationType,
} from '@baucheck/shared/organisations';
import { productSchema } from '@baucheck/shared/products';
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS } from '../../functions/local/seed/accounts.ts';
import { send, signedIn } from '../support/accounts.ts';
import { ApiSession } from '../support/http.ts';
import { allPages } from '../support/pages.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let admin: ApiSession;
const created = new Set<string>();

beforeAll(async () => {
  admin = await signedIn('admin@baucheck.test');
});

afterAll(async () => {
  for (const id of created) await send(admin, 'DELETE', `/api/organisations/${id}/`);
});

/** Every organisation the list shows for these filters (`q`, `type`, `limit`), page by page. */
const listed = (query: Record<string, string> = {}): Promise<OrganisationListItem[]> =>
  allPages(admin, '/api/organisations/', (json) => organisationPageSchema.parse(json), query);

/** The organisation of this name as the list shows it, without its counts. */
async function byName(name: string): Promise<EditableOrganisation> {
  const found = (await listed({ q: name })).find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no organisation ${name}`);
  return { id: found.id, name: found.name, type: found.type, version: found.version };
}

async function newOrganisation(name: string, type: OrganisationType): Promise<EditableOrganisation> {
  const response = await send(admin, 'POST', '/api/organisations/', { name, type });
  expect(response.status).toBe(201);
  const organisation = editableOrganisationSchema.parse(await response.json());
  created.add(organisation.id);
  return organisation;
}

const detailOf = async (response: Response) => ((await response.json()) as { detail: unknown }).detail;

describe('listing and reading organisations', () => {
  it('lists the seeded organisations by type (Land, Kommune, Partner) and name, with versions', async () => {
    // Prepare
    const expected = [...DEMO_ORGANISATIONS]
      .sort(
        (a, b) =>
          ORGANISATION_TYPES.indexOf(a.type) - ORGANISATION_TYPES.indexOf(b.type) || a.name.localeCompare(b.name, 'de'),
      )
      .map(({ name, type }) => ({ name, type }));

    // Act
    const organisations = await listed();

    // Assess
    const seeded = organisations.filter((organisation) =>
      DEMO_ORGANISATIONS.some((demo) => demo.name === organisation.name),
    );
    expect(seeded.map(({ name, type }) => ({ name, type }))).toEqual(expected);
    for (const organisation of seeded) expect(organisation.version).toBeGreaterThan(0);
  });

  it('counts the accounts and products of each organisation on the page', async () => {
    const partner = DEMO_ACCOUNTS.find((account) => account.level === 'Partner');

    const [listedPartner] = (await listed({ q: partner?.organisation ?? '', type: 'Partner' })).filter(
      (organisation) => organisation.name === partner?.organisation,
    );

    expect(listedPartner?.users).toBeGreaterThanOrEqual(1);
    expect(listedPartner?.products).toBeGreaterThanOrEqual(1);
  });

  it('searches names and filters by type on the server, and pages through more than one page', async () => {
    const whole = await listed();

    const paged = await listed({ limit: '2' });
    const kommunen = await listed({ type: 'Kommune' });
    const searched = await listed({ q: (DEMO_ORGANISATIONS[4]?.name ?? '').toUpperCase() });

    expect(whole.length).toBeGreaterThan(2);
    expect(paged.map((organisation) => organisation.id)).toEqual(whole.map((organisation) => organisation.id));
    expect(kommunen.length).toBeGreaterThan(0);
    expect(kommunen.every((organisation) => organisation.type === 'Kommune')).toBe(true);
    expect(searched.map((organisation) => organisation.name)).toContain(DEMO_ORGANISATIONS[4]?.name);
    expect((await admin.request('/api/organisations/?type=Bund')).status).toBe(422);
  });

  it('reads one organisation, 404 for an unknown id, 422 for a malformed one', async () => {
    const partner = await byName(DEMO_ORGANISATIONS[4]?.name ?? '');

    const found = await admin.request(`/api/organisations/${partner.id}/`);
    expect(found.status).toBe(200);
    expect(editableOrganisationSchema.parse(await found.json())).toEqual(partner);

    const unknown = await admin.request(`/api/organisations/${UNKNOWN_ID}/`);
    expect(unknown.status).toBe(404);
    expect(await detailOf(unknown)).toBe('Die Organisation existiert nicht');
    expect((await admin.request('/api/organisations/keine-id/')).status).toBe(422);
  });
});

describe('creating and changing organisations', () => {
  it('creates an organisation of each type', async () => {
    for (const type of ORGANISATION_TYPES) {
      const organisation = await newOrganisation(`Neue ${type}-Organisation (Test)`, type);
      expect(organisation).toMatchObject({ name: `Neue ${type}-Organisation (Test)`, type, version: 1 });
      expect((await listed()).map((candidate) => candidate.id)).toContain(organisation.id);
    }
  });

  it('refuses invalid organisations with 422', async () => {
    for (const body of [{ name: '', type: 'Land' }, { name: 'X', type: 'Bund' }, { type: 'Kommune' }, {}]) {
      const response = await send(admin, 'POST', '/api/organisations/', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
  });

  it('renames with the version read and refuses a stale version with 409', async () => {
    const organisation = await newOrganisation('Gemeinde Alt (Test)', 'Kommune');

    const renamed = await send(admin, 'PATCH', `/api/organisations/${organisation.id}/`, {
      version: organisation.version,
      name: 'Gemeinde Neu (Test)',
    });
    const stale = await send(admin, 'PATCH', `/api/organisations/${organisation.id}/`, {
      version: organisation.version,
      name: 'Veraltet',
    });

    expect(renamed.status).toBe(200);
    expect(editableOrganisationSchema.parse(await renamed.json())).toEqual({
      ...organisation,
      name: 'Gemeinde Neu (Test)',
      version: organisation.version + 1,
    });
    expect(stale.status).toBe(409);
    expect(await detailOf(stale)).toMatch(/inzwischen von jemand anderem geändert/);
    expect((await byName('Gemeinde Neu (Test)')).id).toBe(organisation.id);
  });

  it('changes the type of an organisation nothing belongs to', async () => {
    const organisation = await newOrganisation('Falsch einsortiert (Test)', 'Land');

    const response = await send(admin, 'PATCH', `/api/organisations/${organisation.id}/`, {
      version: organisation.version,
      type: 'Kommune',
    });

    expect(response.status).toBe(200);
    expect((await byName('Falsch einsortiert (Test)')).type).toBe('Kommune');
  });

  it('refuses to change the type while accounts belong to the organisation (409) and changes nothing', async () => {
    // Prepare: the demo Kommune organisation has the demo Kommune account and Markt Lindenau
    const kommune = DEMO_ACCOUNTS.find((account) => account.level === 'Kommune');
    const organisation = await byName(kommune?.organisation ?? '');

    // Act
    const response = await send(admin, 'PATCH', `/api/organisations/${organisation.id}/`, {
      version: organisation.version,
      type: 'Partner',
    });

    // Assess
    expect(response.status).toBe(409);
    expect(await detailOf(response)).toMatch(
      /Typ kann nicht geändert werden: Zur Organisation gehören noch \d+ Kont(o|en) und 1 Bezugseinheit\./,
    );
    expect(await byName(organisation.name)).toEqual(organisation);
  });

  it('answers unknown organisations with 404 and bodies without version with 422', async () => {
    expect((await send(admin, 'PATCH', `/api/organisations/${UNKNOWN_ID}/`, { version: 1, name: 'X' })).status).toBe(
      404,
    );
    const organisation = await newOrganisation('Ohne Version (Test)', 'Land');
    expect((await send(admin, 'PATCH', `/api/organisations/${organisation.id}/`, { name: 'X' })).status).toBe(422);
    expect(
      (
        await send(admin, 'PATCH', `/api/organisations/${organisation.id}/`, {
          version: organisation.version,
          type: 'Bund',
        })
      ).status,
    ).toBe(422);
  });
});

describe('deleting organisations', () => {
  it('deletes an organisation nothing belongs to', async () => {
    const organisation = await newOrganisation('Wird gelöscht (Test)', 'Kommune');

    expect((await send(admin, 'DELETE', `/api/organisations/${organisation.id}/`)).status).toBe(204);

    expect((await admin.request(`/api/organisations/${organisation.id}/`)).status).toBe(404);
    expect((await send(admin, 'DELETE', `/api/organisations/${organisation.id}/`)).status).toBe(404);
  });

  it('refuses to delete an organisation with accounts (409)', async () => {
    const partner = DEMO_ACCOUNTS.find((account) => account.level === 'Partner');
    const organisation = await byName(partner?.organisation ?? '');

    const response = await send(admin, 'DELETE', `/api/organisations/${organisation.id}/`);

    expect(response.status).toBe(409);
    expect(await detailOf(response)).toMatch(/kann nicht gelöscht werden: Zu ihr gehören noch \d+ Kont(o|en) /);
    expect(await byName(organisation.name)).toEqual(organisation);
  });

  it('refuses to delete or retype a Partner organisation with products until they are gone', async () => {
    // Prepare: a partner with one product
    const organisation = await newOrganisation('Produkte GmbH (Test)', 'Partner');
    const product = productSchema.parse(
      await (
        await send(admin, 'POST', '/api/products/', {
          name: 'Testprodukt',
          check_group: 'gartenhaus',
          organisation_id: organisation.id,
        })
      ).json(),
    );

    // Act + Assess
    const refused = await send(admin, 'DELETE', `/api/organisations/${organisation.id}/`);
    expect(refused.status).toBe(409);
    expect(await detailOf(refused)).toMatch(/1 Produkt/);
    const retyped = await send(admin, 'PATCH', `/api/organisations/${organisation.id}/`, {
      version: organisation.version,
      type: 'Kommune',
    });
    expect(retyped.status).toBe(409);

    expect((await send(admin, 'DELETE', '/api/products/', { ids: [product.id] })).status).toBe(204);
    expect((await send(admin, 'DELETE', `/api/organisations/${organisation.id}/`)).status).toBe(204);
  });
});

describe('organisation access', () => {
  it('answers every call of a non-administrator with 403 and of an anonymous caller with 401', async () => {
    const organisation = await newOrganisation('Geschützt (Test)', 'Land');
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/organisations/'],
      ['POST', '/api/organisations/', { name: 'X', type: 'Land' }],
      ['GET', `/api/organisations/${organisation.id}/`],
      ['PATCH', `/api/organisations/${organisation.id}/`, { version: organisation.version, name: 'Gekapert' }],
      ['DELETE', `/api/organisations/${organisation.id}/`],
    ];
    for (const email of [
      'land@baucheck.test',
      'kommune@baucheck.test',
      'partner@baucheck.test',
      'standard@baucheck.test',
    ]) {
      const session = await signedIn(email);
      for (const [method, path, body] of calls) {
        const response = await send(session, method, path, body);
        expect(response.status, `${email} ${method} ${path}`).toBe(403);
        expect(await detailOf(response)).toBe('User ist kein Administrator');
      }
    }
    const anonymous = new ApiSession();
    for (const [method, path, body] of calls) {
      expect((await send(anonymous, method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    expect(await byName('Geschützt (Test)')).toEqual(organisation);
  });
});
