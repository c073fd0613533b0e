import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_GROUPS } from '@baucheck/shared/enums';
import { foldForSearch } from '@baucheck/shared/search-folding';
import { editableOrganisationSchema, organisationPageSchema } from '@baucheck/shared/organisations';
import { productPageSchema, productSchema, publicProductSchema, type Product } from '@baucheck/shared/products';
import { DEMO_ORGANISATIONS } from '../../functions/local/seed/accounts.ts';
import { DEMO_PARTNER, SEED_PRODUCTS } from '../../functions/local/seed/products.ts';
import { send, signedIn } from '../support/accounts.ts';
import { ApiSession } from '../support/http.ts';
import { allPages } from '../support/pages.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/** The list's order: by name as the search folds it (case, umlauts, punctuation). */
const sortName = (product: { name: string }) => `${foldForSearch(product.name)}#`;
const byName = (a: { name: string }, b: { name: string }) =>
  sortName(a) < sortName(b) ? -1 : sortName(a) > sortName(b) ? 1 : 0;

let admin: ApiSession;
let partner: ApiSession;
let demoPartnerId: string;
/** A second Partner organisation with one product, created for these tests. */
let otherPartnerId: string;
let otherProduct: Product;
const createdProducts = new Set<string>();

async function organisationId(name: string): Promise<string> {
  const organisations = await allPages(admin, '/api/organisations/', (json) => organisationPageSchema.parse(json), {
    q: name,
  });
  const id = organisations.find((organisation) => organisation.name === name)?.id;
  if (!id) throw new Error(`no organisation ${name}`);
  return id;
}

async function create(session: ApiSession, body: Record<string, unknown>): Promise<Product> {
  const response = await send(session, 'POST', '/api/products/', body);
  expect(response.status, await response.clone().text()).toBe(201);
  const product = productSchema.parse(await response.json());
  createdProducts.add(product.id);
  return product;
}

/** Every product the caller's list shows for these filters, page by page. */
async function list(session: ApiSession, query: Record<string, string> = {}): Promise<Product[]> {
  return allPages(session, '/api/products/', (json) => productPageSchema.parse(json), query);
}

const detailOf = async (response: Response) => ((await response.json()) as { detail: unknown }).detail;

beforeAll(async () => {
  admin = await signedIn('admin@baucheck.test');
  partner = await signedIn('partner@baucheck.test');
  demoPartnerId = await organisationId(DEMO_PARTNER);
  const other = await send(admin, 'POST', '/api/organisations/', {
    name: 'Gartenwelt Müller KG (Test)',
    type: 'Partner',
  });
  otherPartnerId = editableOrganisationSchema.parse(await other.json()).id;
  otherProduct = await create(admin, {
    name: 'Gartenhaus Birke 12',
    description: 'Blockbohlenhaus, 3 × 4 m.',
    check_group: 'gartenhaus',
    organisation_id: otherPartnerId,
  });
});

afterAll(async () => {
  const remaining = (await list(admin)).filter((product) => createdProducts.has(product.id));
  if (remaining.length > 0)
    await send(admin, 'DELETE', '/api/products/', { ids: remaining.map((product) => product.id) });
  await send(admin, 'DELETE', `/api/organisations/${otherPartnerId}/`);
});

describe('listing products', () => {
  it('shows administrators every product, by name, with the partner organisation', async () => {
    const products = await list(admin);

    const seeded = products.filter((product) => SEED_PRODUCTS.some((seed) => seed.name === product.name));
    expect(
      seeded.map(({ name, check_group, link, organisation_id, organisation_name, is_active }) => ({
        name,
        check_group,
        link,
        organisation_id,
        organisation_name,
        is_active,
      })),
    ).toEqual(
      [...SEED_PRODUCTS].sort(byName).map((seed) => ({
        name: seed.name,
        check_group: seed.check_group,
        link: seed.link,
        organisation_id: demoPartnerId,
        organisation_name: DEMO_PARTNER,
        is_active: true,
      })),
    );
    expect(products.map((product) => product.id)).toContain(otherProduct.id);
    expect(products.map((product) => product.name)).toEqual([...products].sort(byName).map((product) => product.name));
  });

  it("shows Partner staff only their own organisation's products", async () => {
    const products = await list(partner);

    expect(products.every((product) => product.organisation_id === demoPartnerId)).toBe(true);
    expect(products.map((product) => product.name)).toEqual(
      expect.arrayContaining(SEED_PRODUCTS.map((seed) => seed.name)),
    );
    expect(products.map((product) => product.id)).not.toContain(otherProduct.id);
  });

  it('filters by check group and refuses an unknown group with 422', async () => {
    for (const group of CHECK_GROUPS) {
      const expected = SEED_PRODUCTS.filter((seed) => seed.check_group === group)
        .map((seed) => seed.name)
        .sort();
      const products = await list(partner, { check_group: group });
      expect(products.every((product) => product.check_group === group)).toBe(true);
      expect(
        products
          .map((product) => product.name)
          .filter((name) => expected.includes(name))
          .sort(),
      ).toEqual(expected);
    }
    const gardenForAdmin = await list(admin, { check_group: 'gartenhaus' });
    expect(gardenForAdmin.map((product) => product.id)).toContain(otherProduct.id);
    expect((await partner.request('/api/products/?check_group=schwimmbad')).status).toBe(422);
  });

  it('searches name and description and filters by status on the server', async () => {
    expect((await list(admin, { q: 'birke' })).map((product) => product.id)).toEqual([otherProduct.id]);
    expect((await list(admin, { q: 'BLOCKBOHLENHAUS 3' })).map((product) => product.id)).toEqual([otherProduct.id]);
    expect((await list(partner, { q: 'birke' })).map((product) => product.id)).toEqual([]);
    const inactive = await list(admin, { status: 'inactive' });
    expect(inactive.every((product) => !product.is_active)).toBe(true);
    expect(inactive.map((product) => product.id)).not.toContain(otherProduct.id);
  });

  it('pages through more products than one page, each once, in the order of the whole list', async () => {
    const whole = await list(admin);

    const paged = await list(admin, { limit: '2' });

    expect(whole.length).toBeGreaterThan(2);
    expect(paged.map((product) => product.id)).toEqual(whole.map((product) => product.id));
    const first = productPageSchema.parse(await (await admin.request('/api/products/?limit=2')).json());
    expect(first.items).toHaveLength(2);
    expect(first.next_cursor).not.toBeNull();
  });
});

describe('creating products', () => {
  it("creates a Partner's product always for the own organisation, whatever organisation is sent", async () => {
    const product = await create(partner, {
      name: 'SolarZaun 3',
      description: 'Bifaziale Module als Gartenzaun.',
      check_group: 'solaranlage_gebaeudeunabhaengig',
      organisation_id: otherPartnerId,
      link: 'https://sonnendach.example.org/produkte/solarzaun-3',
    });

    expect(product).toMatchObject({
      name: 'SolarZaun 3',
      organisation_id: demoPartnerId,
      organisation_name: DEMO_PARTNER,
      is_active: true,
      version: 1,
    });
    expect((await list(partner)).map((candidate) => candidate.id)).toContain(product.id);
  });

  it('lets administrators create products for Partner organisations only', async () => {
    const product = await create(admin, {
      name: 'Gewächshaus Tomate',
      check_group: 'gartenhaus',
      organisation_id: otherPartnerId,
    });
    expect(product).toMatchObject({ organisation_id: otherPartnerId, description: '', link: null });

    const kommuneId = await organisationId(DEMO_ORGANISATIONS[2]?.name ?? '');
    for (const organisation of [kommuneId, UNKNOWN_ID, undefined]) {
      const response = await send(admin, 'POST', '/api/products/', {
        name: 'Ohne Partner',
        check_group: 'gartenhaus',
        ...(organisation ? { organisation_id: organisation } : {}),
      });
      expect(response.status, String(organisation)).toBe(422);
      expect(await detailOf(response)).toEqual([expect.objectContaining({ loc: ['body', 'organisation_id'] })]);
    }
  });

  it('refuses invalid products with 422', async () => {
    for (const body of [
      { check_group: 'gartenhaus' },
      { name: '', check_group: 'gartenhaus' },
      { name: 'X', check_group: 'schwimmbad' },
      { name: 'X', check_group: 'gartenhaus', link: 'http://unsicher.example.org' },
      { name: 'X', check_group: 'gartenhaus', link: 'javascript:alert(1)' },
      { name: 'X', check_group: 'gartenhaus', is_active: 'ja' },
    ]) {
      expect((await send(partner, 'POST', '/api/products/', body)).status, JSON.stringify(body)).toBe(422);
    }
  });
});

describe('changing products', () => {
  it('changes a product with the version read and refuses a stale version with 409', async () => {
    const product = await create(partner, { name: 'Carport Kiefer', check_group: 'carport_garage' });

    const changed = await send(partner, 'PATCH', `/api/products/${product.id}/`, {
      version: product.version,
      name: 'Carport Kiefer XL',
      link: 'https://sonnendach.example.org/produkte/carport-kiefer-xl',
      is_active: false,
    });
    const stale = await send(partner, 'PATCH', `/api/products/${product.id}/`, {
      version: product.version,
      name: 'Veraltet',
    });

    expect(changed.status).toBe(200);
    expect(productSchema.parse(await changed.json())).toEqual({
      ...product,
      name: 'Carport Kiefer XL',
      link: 'https://sonnendach.example.org/produkte/carport-kiefer-xl',
      is_active: false,
      version: product.version + 1,
    });
    expect(stale.status).toBe(409);
    expect(await detailOf(stale)).toMatch(/inzwischen von jemand anderem geändert/);
    const removedLink = await send(partner, 'PATCH', `/api/products/${product.id}/`, {
      version: product.version + 1,
      link: null,
    });
    expect(productSchema.parse(await removedLink.json()).link).toBeNull();
  });

  it("answers a partner's change of another organisation's product like an unknown one (404) and changes nothing", async () => {
    const response = await send(partner, 'PATCH', `/api/products/${otherProduct.id}/`, {
      version: otherProduct.version,
      name: 'Gekapert',
    });

    expect(response.status).toBe(404);
    expect(await detailOf(response)).toBe('Das Produkt existiert nicht');
    expect((await list(admin)).find((product) => product.id === otherProduct.id)).toEqual(otherProduct);
  });

  it('lets administrators move a product to another Partner organisation, partners not', async () => {
    const product = await create(partner, { name: 'Umzugsprodukt', check_group: 'gartenhaus' });

    const byPartner = await send(partner, 'PATCH', `/api/products/${product.id}/`, {
      version: product.version,
      organisation_id: otherPartnerId,
    });
    expect(byPartner.status).toBe(200);
    const stillOwn = productSchema.parse(await byPartner.json());
    expect(stillOwn.organisation_id).toBe(demoPartnerId);

    const byAdmin = await send(admin, 'PATCH', `/api/products/${product.id}/`, {
      version: stillOwn.version,
      organisation_id: otherPartnerId,
    });
    expect(byAdmin.status).toBe(200);
    expect(productSchema.parse(await byAdmin.json())).toMatchObject({
      organisation_id: otherPartnerId,
      organisation_name: 'Gartenwelt Müller KG (Test)',
    });
    expect((await list(partner)).map((candidate) => candidate.id)).not.toContain(product.id);
  });

  it('answers unknown products with 404 and malformed bodies and ids with 422', async () => {
    expect((await send(admin, 'PATCH', `/api/products/${UNKNOWN_ID}/`, { version: 1, name: 'X' })).status).toBe(404);
    expect((await send(admin, 'PATCH', '/api/products/kein-produkt/', { version: 1, name: 'X' })).status).toBe(422);
    expect((await send(admin, 'PATCH', `/api/products/${otherProduct.id}/`, { name: 'ohne Version' })).status).toBe(
      422,
    );
    expect(
      (
        await send(admin, 'PATCH', `/api/products/${otherProduct.id}/`, {
          version: otherProduct.version,
          check_group: 'x',
        })
      ).status,
    ).toBe(422);
  });
});

describe('deleting products', () => {
  it('deletes all listed products or none: a foreign id makes a partner delete nothing (404)', async () => {
    // Prepare
    const own = await create(partner, { name: 'Löschkandidat 1', check_group: 'gartenhaus' });
    const ownToo = await create(partner, { name: 'Löschkandidat 2', check_group: 'gartenhaus' });

    // Act + Assess: one foreign id → nothing deleted
    const refused = await send(partner, 'DELETE', '/api/products/', { ids: [own.id, otherProduct.id] });
    expect(refused.status).toBe(404);
    const unknown = await send(partner, 'DELETE', '/api/products/', { ids: [own.id, UNKNOWN_ID] });
    expect(unknown.status).toBe(404);
    const adminIds = (await list(admin)).map((product) => product.id);
    expect(adminIds).toEqual(expect.arrayContaining([own.id, ownToo.id, otherProduct.id]));

    // Only own ids → all deleted
    const deleted = await send(partner, 'DELETE', '/api/products/', { ids: [own.id, ownToo.id] });
    expect(deleted.status).toBe(204);
    const after = (await list(admin)).map((product) => product.id);
    expect(after).not.toContain(own.id);
    expect(after).not.toContain(ownToo.id);
    expect(after).toContain(otherProduct.id);
  });

  it('lets administrators delete products of any organisation', async () => {
    const mine = await create(partner, { name: 'Admin löscht 1', check_group: 'carport_garage' });
    const theirs = await create(admin, {
      name: 'Admin löscht 2',
      check_group: 'carport_garage',
      organisation_id: otherPartnerId,
    });

    expect((await send(admin, 'DELETE', '/api/products/', { ids: [mine.id, theirs.id] })).status).toBe(204);

    const after = (await list(admin)).map((product) => product.id);
    expect(after).not.toContain(mine.id);
    expect(after).not.toContain(theirs.id);
  });

  it('refuses empty, malformed and repeated id lists with 422', async () => {
    for (const body of [{ ids: [] }, { ids: ['kein-produkt'] }, { ids: [otherProduct.id, otherProduct.id] }, {}]) {
      expect((await send(admin, 'DELETE', '/api/products/', body)).status, JSON.stringify(body)).toBe(422);
    }
    expect((await list(admin)).map((product) => product.id)).toContain(otherProduct.id);
  });
});

describe('product access', () => {
  it('answers the catalogue calls of Land, Kommune and Standard users with 403, of anonymous callers with 401', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/products/'],
      ['POST', '/api/products/', { name: 'X', check_group: 'gartenhaus' }],
      ['PATCH', `/api/products/${otherProduct.id}/`, { version: otherProduct.version, name: 'Gekapert' }],
      ['DELETE', '/api/products/', { ids: [otherProduct.id] }],
    ];
    for (const email of ['land@baucheck.test', 'kommune@baucheck.test', 'standard@baucheck.test']) {
      const session = await signedIn(email);
      for (const [method, path, body] of calls) {
        expect((await send(session, method, path, body)).status, `${email} ${method} ${path}`).toBe(403);
      }
    }
    for (const [method, path, body] of calls) {
      expect((await send(new ApiSession(), method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    expect((await list(admin)).find((product) => product.id === otherProduct.id)).toEqual(otherProduct);
  });
});

describe('public product for the quick check', () => {
  it('shows an active product with its partner, cacheable by the CDN, without a session', async () => {
    // Prepare
    const seeded = (await list(partner)).find((product) => product.name === SEED_PRODUCTS[0]?.name);
    expect(seeded).toBeDefined();

    // Act
    const response = await new ApiSession().request(`/api/quick-checks/products/${seeded?.id}/`);

    // Assess
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('s-maxage=');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({
      id: seeded?.id,
      name: SEED_PRODUCTS[0]?.name,
      description: SEED_PRODUCTS[0]?.description,
      check_group: SEED_PRODUCTS[0]?.check_group,
      organisation_name: DEMO_PARTNER,
    });
    expect(publicProductSchema.parse(body)).toEqual(body);
  });

  it('answers an inactive or unknown product with 404 and a malformed id with 422', async () => {
    const inactive = await create(partner, {
      name: 'Noch nicht im Verkauf',
      check_group: 'gartenhaus',
      is_active: false,
    });
    const anonymous = new ApiSession();

    const hidden = await anonymous.request(`/api/quick-checks/products/${inactive.id}/`);
    expect(hidden.status).toBe(404);
    expect(await detailOf(hidden)).toBe('Das Produkt existiert nicht');
    expect(hidden.headers.get('cache-control')).toBe('no-store');
    expect((await anonymous.request(`/api/quick-checks/products/${UNKNOWN_ID}/`)).status).toBe(404);
    expect((await anonymous.request('/api/quick-checks/products/kein-produkt/')).status).toBe(422);

    // Activated, it is shown
    const activated = await send(partner, 'PATCH', `/api/products/${inactive.id}/`, {
      version: inactive.version,
      is_active: true,
    });
    expect(activated.status).toBe(200);
    expect((await anonymous.request(`/api/quick-checks/products/${inactive.id}/`)).status).toBe(200);
  });
});
