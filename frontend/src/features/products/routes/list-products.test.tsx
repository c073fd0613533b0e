import type { Product } from '@baucheck/shared/products';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, mockApi } from '../../../testing/mock-api.ts';
import { jsonResponse } from '../../../testing/render.tsx';
import { renderApp, testUser } from '../../../testing/render-app.tsx';

const partner = testUser({
  id: 'u-partner',
  name: 'Paul Partner',
  email: 'partner@baucheck.test',
  level: 'Partner',
  role: 'Standard',
  organisation_id: 'o-partner',
});
const product: Product = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'SolarPort Duo',
  description: 'Doppelcarport mit Solardach',
  check_group: 'carport_garage',
  organisation_id: 'o-partner',
  organisation_name: 'Sonnendach GmbH',
  link: 'https://sonnendach.example.org/solarport',
  is_active: true,
  version: 3,
};

const replies = {
  'GET /api/csrf/': jsonResponse({ csrf_token: 't' }),
  'GET /api/users/me': jsonResponse(partner),
  'GET /api/products/': jsonResponse({ items: [product], next_cursor: null }),
  'GET /api/faqs/private/': jsonResponse([]),
};

const bodyOf = (fetchMock: ReturnType<typeof mockApi>['fetchMock'], method: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === method)?.[1]?.body));

describe('ListProducts (/products) as Partner', () => {
  beforeAll(async () => {
    await Promise.all([import('./list-products.tsx'), import('#features/drawer/components/admin-drawer.tsx')]);
  }, 30_000);

  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('creates a product for the own organisation after checking name and link', async () => {
    const created: Product = {
      ...product,
      id: '22222222-2222-4222-8222-222222222222',
      name: 'FreiFeld 10',
      version: 1,
    };
    let held = [product];
    const { fetchMock } = mockApi({
      ...replies,
      'GET /api/products/': () => jsonResponse({ items: held, next_cursor: null }),
      'POST /api/products/': () => {
        held = [created, product];
        return jsonResponse(created, { status: 201 });
      },
    });
    const user = userEvent.setup();
    renderApp('/products');
    await screen.findByRole('table', { name: 'Produkte' }, { timeout: 3000 });
    // A partner sees no partner column: all products are its own.
    expect(screen.queryByRole('columnheader', { name: /Partner/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Neues Produkt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neues Produkt' });
    expect(within(dialog).queryByLabelText(/Partner-Organisation/)).toBeNull();
    await user.type(within(dialog).getByLabelText(/Link zur Produktseite/), 'http://unsicher.example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(await within(dialog).findByText('Bitte geben Sie einen Namen ein.')).toBeTruthy();
    expect(within(dialog).getByText(/vollständige https-Adresse/)).toBeTruthy();

    await user.type(within(dialog).getByLabelText(/^Name/), 'FreiFeld 10');
    await user.clear(within(dialog).getByLabelText(/Link zur Produktseite/));
    await user.type(within(dialog).getByLabelText(/Link zur Produktseite/), 'https://sonnendach.example.org/freifeld');
    await user.selectOptions(within(dialog).getByLabelText(/Check-Gruppe/), 'Solaranlage gebäudeunabhängig');
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Neues Produkt' })).toBeNull());
    expect(bodyOf(fetchMock, 'POST')).toEqual({
      name: 'FreiFeld 10',
      description: '',
      check_group: 'solaranlage_gebaeudeunabhaengig',
      link: 'https://sonnendach.example.org/freifeld',
      is_active: true,
    });
    expect(await screen.findByText('FreiFeld 10', { selector: '.products-table__name' })).toBeTruthy();
  }, 15_000);

  it('edits a product with the version read and offers to reload on a conflict', async () => {
    let conflict = true;
    const { fetchMock } = mockApi({
      ...replies,
      'PATCH /api/products/11111111-1111-4111-8111-111111111111/': () =>
        conflict
          ? errorResponse(409, 'Der Datensatz wurde inzwischen von jemand anderem geändert.')
          : jsonResponse({ ...product, name: 'SolarPort Trio', version: 5 }),
      'GET /api/products/': () =>
        jsonResponse({ items: [conflict ? product : { ...product, version: 4 }], next_cursor: null }),
    });
    const user = userEvent.setup();
    renderApp('/products');
    await screen.findByRole('table', { name: 'Produkte' }, { timeout: 3000 });

    await user.click(screen.getByRole('button', { name: 'SolarPort Duo bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Produkt bearbeiten' });
    const name = within(dialog).getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'SolarPort Trio');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(await within(dialog).findByText('Der Datensatz wurde inzwischen von jemand anderem geändert.')).toBeTruthy();
    expect(bodyOf(fetchMock, 'PATCH')).toMatchObject({ version: 3, name: 'SolarPort Trio' });
    conflict = false;
    await user.click(within(dialog).getByRole('button', { name: 'Aktuelle Daten laden' }));
    await waitFor(() =>
      expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('SolarPort Duo'),
    );
  }, 15_000);
});
