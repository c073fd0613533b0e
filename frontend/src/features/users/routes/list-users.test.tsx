import type { EditableOrganisation } from '@baucheck/shared/organisations';
import { accountStatus } from '@baucheck/shared/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, matchesQ, mockApi, pagedReply } from '../../../testing/mock-api.ts';
import { jsonResponse } from '../../../testing/render.tsx';
import { renderApp, testUser } from '../../../testing/render-app.tsx';

const admin = testUser();
const kommune = testUser({
  id: 'u2',
  name: 'Katrin Kommunal',
  email: 'kommune@baucheck.test',
  level: 'Kommune',
  role: 'Standard',
  organisation_id: 'o-lindenau',
});
const inactive = testUser({
  id: 'u3',
  name: 'Ingo Inaktiv',
  email: 'inaktiv@baucheck.test',
  level: 'Standard',
  role: 'Standard',
  is_active: false,
  // Registered and confirmed, never activated: waiting for approval.
  is_approved: false,
  version: 4,
});
const organisationNames: Record<string, string> = { 'o-lindenau': 'Markt Lindenau' };
/** The accounts as the server lists them: by e-mail address, with their organisation's name. */
const users = [admin, inactive, kommune].map((user) => ({
  ...user,
  organisation_name: user.organisation_id ? (organisationNames[user.organisation_id] ?? null) : null,
}));
type Listed = (typeof users)[number];

/** What the server's filters let through (`q`, `level`, `status`). */
const userFilter = (user: Listed, query: URLSearchParams) =>
  matchesQ(query, user.name, user.email, user.level) &&
  (!query.get('level') || user.level === query.get('level')) &&
  (query.get('status') !== 'active' || user.is_active) &&
  (query.get('status') !== 'inactive' || !user.is_active) &&
  (query.get('status') !== 'waiting' || accountStatus(user) === 'waiting');

const organisations: EditableOrganisation[] = [
  { id: 'o-bayern', name: 'Freistaat Bayern', type: 'Land', version: 1 },
  { id: 'o-lindenau', name: 'Markt Lindenau', type: 'Kommune', version: 1 },
  { id: 'o-tannbach', name: 'Stadt Tannbach', type: 'Kommune', version: 1 },
  { id: 'o-partner', name: 'Sonnendach GmbH', type: 'Partner', version: 1 },
];

const listedOrganisations = organisations.map((organisation) => ({ ...organisation, users: 0, products: 0, units: 0 }));

const repliesFor = (listed: () => readonly Listed[]) => ({
  'GET /api/csrf/': jsonResponse({ csrf_token: 't' }),
  'GET /api/users/me': jsonResponse(admin),
  'GET /api/users/': pagedReply(listed, userFilter),
  'GET /api/organisations/': pagedReply(
    () => listedOrganisations,
    (organisation, query) =>
      (!query.get('type') || organisation.type === query.get('type')) && matchesQ(query, organisation.name),
  ),
  'GET /api/faqs/private/': jsonResponse([]),
});
const baseReplies = repliesFor(() => users);

/** The query strings of the calls of the accounts list so far. */
const listQueries = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/users/')
    .map((url) => Object.fromEntries(url.searchParams));

const table = () => screen.findByRole('table', { name: 'Alle Accounts' }, { timeout: 3000 });
/** A cell's value; the column title that PrimeReact adds for the stacked phone layout is left out. */
const cellValue = (cell: HTMLElement | undefined) => {
  const copy = cell?.cloneNode(true) as HTMLElement | undefined;
  copy?.querySelector('.p-column-title')?.remove();
  return copy?.textContent;
};
const rowTexts = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => cellValue(within(row).getAllByRole('cell')[0]));
const rowOf = (name: string) =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(name)) as HTMLElement;

describe('ListUsers (/users)', () => {
  // Loading the page's code (PrimeReact's table, the drawer) the first time takes longer than a test may.
  beforeAll(async () => {
    await Promise.all([import('./list-users.tsx'), import('#features/drawer/components/admin-drawer.tsx')]);
  }, 30_000);

  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the accounts in the server’s order with their organisation, and searches on the server', async () => {
    const { fetchMock } = mockApi(baseReplies);
    const user = userEvent.setup();
    renderApp('/users');

    await table();
    expect(rowTexts()).toEqual(['Alexandra Admin', 'Ingo Inaktiv', 'Katrin Kommunal']);
    expect(screen.getByRole('columnheader', { name: /E-Mail bestätigt/ })).toBeTruthy();
    expect(screen.getByText('3 Accounts')).toBeTruthy();
    expect(within(rowOf('Katrin Kommunal')).getByText('Markt Lindenau')).toBeTruthy();
    // One page only: no pager
    expect(screen.queryByRole('navigation', { name: 'Seiten der Accounts' })).toBeNull();

    await user.type(screen.getByLabelText('Accounts durchsuchen'), 'KOMMUNE');
    await waitFor(() => expect(rowTexts()).toEqual(['Katrin Kommunal']));
    expect(screen.getByText('1 Account')).toBeTruthy();
    expect(listQueries(fetchMock).at(-1)).toMatchObject({ q: 'KOMMUNE' });

    await user.clear(screen.getByLabelText('Accounts durchsuchen'));
    await user.type(screen.getByLabelText('Accounts durchsuchen'), 'niemand');
    expect(await screen.findByText('Kein Account passt zu „niemand“.')).toBeTruthy();
  }, 15_000);

  it('filters by level and by status on the server', async () => {
    const { fetchMock } = mockApi(baseReplies);
    const user = userEvent.setup();
    renderApp('/users');
    await table();

    await user.selectOptions(screen.getByLabelText('Status'), 'Inaktiv');
    await waitFor(() => expect(rowTexts()).toEqual(['Ingo Inaktiv']));
    expect(listQueries(fetchMock).at(-1)).toMatchObject({ status: 'inactive' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Alle');
    await user.selectOptions(screen.getByLabelText('Ebene'), 'Administrator');
    await waitFor(() => expect(rowTexts()).toEqual(['Alexandra Admin']));
    expect(listQueries(fetchMock).at(-1)).toMatchObject({ level: 'Administrator' });
    expect(screen.getByText('1 Account')).toBeTruthy();
  });

  it('pages through more accounts than one page with next and previous', async () => {
    const many = Array.from({ length: 60 }, (_, index) => ({
      ...users[1],
      id: `m${index}`,
      name: `Person ${String(index + 1).padStart(2, '0')}`,
      email: `person${String(index + 1).padStart(2, '0')}@baucheck.test`,
    })) as Listed[];
    mockApi(repliesFor(() => many));
    const user = userEvent.setup();
    renderApp('/users');
    await table();
    expect(rowTexts()).toHaveLength(50);
    expect(rowTexts()[0]).toBe('Person 01');

    const pager = screen.getByRole('navigation', { name: 'Seiten der Accounts' });
    expect(within(pager).getByRole('button', { name: 'Vorherige Seite' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(within(pager).getByRole('button', { name: 'Nächste Seite' }));

    await waitFor(() => expect(rowTexts()).toHaveLength(10));
    expect(rowTexts()[0]).toBe('Person 51');
    expect(screen.getByText('10 Accounts auf Seite 2')).toBeTruthy();
    const next = within(pager).getByRole('button', { name: 'Nächste Seite' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(next);

    await user.click(within(pager).getByRole('button', { name: 'Vorherige Seite' }));
    await waitFor(() => expect(rowTexts()[0]).toBe('Person 01'));
  }, 15_000);

  it('activates an account at once (optimistic) with the version read, and confirms it', async () => {
    let respond: (response: Response) => void = () => undefined;
    const { fetchMock } = mockApi({
      ...baseReplies,
      'PATCH /api/users/u3': () => new Promise<Response>((resolve) => (respond = resolve)),
    });
    const user = userEvent.setup();
    renderApp('/users');
    await table();

    const toggle = within(rowOf('Ingo Inaktiv')).getByRole('switch', { name: 'Ingo Inaktiv aktiv' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);

    await waitFor(() =>
      expect(within(rowOf('Ingo Inaktiv')).getByRole('switch').getAttribute('aria-checked')).toBe('true'),
    );
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ version: 4, is_active: true });
    respond(jsonResponse({ ...inactive, is_active: true, version: 5 }));
    expect(await screen.findByText('Account freigeschaltet')).toBeTruthy();
    // The own account cannot be switched off.
    expect(within(rowOf('Alexandra Admin')).queryByRole('switch')).toBeNull();
  });

  it('asks before deactivating an account and changes nothing when cancelled', async () => {
    let held = users;
    const { fetchMock } = mockApi({
      ...repliesFor(() => held),
      'PATCH /api/users/u2': () => {
        held = held.map((row) => (row.id === 'u2' ? { ...row, is_active: false, version: 2 } : row));
        return jsonResponse({ ...kommune, is_active: false, version: 2 });
      },
    });
    const patches = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    const user = userEvent.setup();
    renderApp('/users');
    await table();
    const toggle = () => within(rowOf('Katrin Kommunal')).getByRole('switch', { name: 'Katrin Kommunal aktiv' });

    await user.click(toggle());
    const confirm = await screen.findByRole('alertdialog', { name: 'Account deaktivieren?' });
    expect(within(confirm).getByText(/kommune@baucheck.test/).textContent).toMatch(/nicht mehr anmelden/);
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Abbrechen' }));
    await user.click(within(confirm).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(patches()).toEqual([]);
    expect(toggle().getAttribute('aria-checked')).toBe('true');
    // Keyboard users are back on the switch they pressed.
    expect(document.activeElement).toBe(toggle());

    await user.click(toggle());
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Account deaktivieren?' })).getByRole('button', {
        name: 'Account deaktivieren',
      }),
    );

    expect(await screen.findByText('Account deaktiviert')).toBeTruthy();
    expect(JSON.parse(String(patches()[0]?.[1]?.body))).toEqual({ version: 1, is_active: false });
    expect(toggle().getAttribute('aria-checked')).toBe('false');
    expect(within(rowOf('Katrin Kommunal')).getByText('Deaktiviert')).toBeTruthy();
  });

  it('tells a deactivated account from one waiting for its approval', async () => {
    const deactivated = { ...users[2], id: 'u4', name: 'Dora Deaktiviert', is_active: false, is_approved: true };
    const unverified = { ...users[1], id: 'u5', name: 'Ulla Unbestätigt', is_verified: false };
    mockApi({
      ...repliesFor(() => [...users, deactivated, unverified] as Listed[]),
      'PATCH /api/users/u4': jsonResponse({ ...deactivated, is_active: true, version: 2 }),
    });
    const user = userEvent.setup();
    renderApp('/users');
    await table();

    expect(within(rowOf('Ingo Inaktiv')).getByText('Wartet auf Freischaltung')).toBeTruthy();
    expect(within(rowOf('Dora Deaktiviert')).getByText('Deaktiviert')).toBeTruthy();
    expect(within(rowOf('Ulla Unbestätigt')).getByText('E-Mail nicht bestätigt')).toBeTruthy();
    expect(within(rowOf('Katrin Kommunal')).queryByText(/Deaktiviert|Wartet/)).toBeNull();
    expect(
      screen.getByText('1 Account hat die E-Mail-Adresse bestätigt und wartet auf die Freischaltung.'),
    ).toBeTruthy();

    // Switching a deactivated account on again needs no confirmation, and says what it did
    await user.click(within(rowOf('Dora Deaktiviert')).getByRole('switch'));
    expect(await screen.findByText('Account wieder aktiviert')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('rolls an activation back and shows the server text when it is refused', async () => {
    mockApi({
      ...baseReplies,
      'PATCH /api/users/u3': errorResponse(
        409,
        'Der Datensatz wurde inzwischen von jemand anderem geändert. Bitte laden Sie die Seite neu und wiederholen Sie Ihre Änderung.',
      ),
    });
    const user = userEvent.setup();
    renderApp('/users');
    await table();

    await user.click(within(rowOf('Ingo Inaktiv')).getByRole('switch'));

    expect(await screen.findByText(/inzwischen von jemand anderem geändert/)).toBeTruthy();
    expect(within(rowOf('Ingo Inaktiv')).getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });

  it('changes level and organisation in a dialog that offers only organisations of the fitting type', async () => {
    const { fetchMock } = mockApi({
      ...baseReplies,
      'PATCH /api/users/u3': jsonResponse({ ...inactive, level: 'Kommune', organisation_id: 'o-tannbach', version: 5 }),
    });
    const user = userEvent.setup();
    renderApp('/users');
    await table();

    await user.click(screen.getByRole('button', { name: 'Ingo Inaktiv bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account bearbeiten: Ingo Inaktiv' });
    expect(within(dialog).queryByRole('combobox', { name: /^Organisation/ })).toBeNull();
    expect(within(dialog).getByText('Accounts der Ebene Standard gehören zu keiner Organisation.')).toBeTruthy();

    await user.selectOptions(within(dialog).getByLabelText(/Ebene/), 'Kommune');
    const organisation = within(dialog).getByRole('combobox', { name: /^Organisation/ }) as HTMLSelectElement;
    await waitFor(() =>
      expect(Array.from(organisation.options, (option) => option.text)).toEqual([
        'Bitte wählen …',
        'Markt Lindenau',
        'Stadt Tannbach',
      ]),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText('Für die Ebene Kommune bitte eine Organisation vom Typ Kommune wählen.'),
    ).toBeTruthy();

    await user.selectOptions(organisation, 'Stadt Tannbach');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Account bearbeiten: Ingo Inaktiv' })).toBeNull());
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      version: 4,
      level: 'Kommune',
      organisation_id: 'o-tannbach',
    });
  });

  it('refuses an e-mail address longer than 254 characters with the shared German text', async () => {
    const { fetchMock } = mockApi(baseReplies);
    const user = userEvent.setup();
    renderApp('/users');
    await table();
    await user.click(screen.getByRole('button', { name: 'Katrin Kommunal bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account bearbeiten: Katrin Kommunal' });

    const email = within(dialog).getByLabelText(/E-Mail-Adresse/);
    await user.clear(email);
    await user.paste(`${'k'.repeat(64)}@${'b'.repeat(187)}.de`);
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(await within(dialog).findByText('Bitte geben Sie höchstens 254 Zeichen ein.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toEqual([]);
  });

  it('asks before discarding changes in the dialog', async () => {
    mockApi(baseReplies);
    const user = userEvent.setup();
    renderApp('/users');
    await table();
    await user.click(screen.getByRole('button', { name: 'Katrin Kommunal bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account bearbeiten: Katrin Kommunal' });

    await user.type(within(dialog).getByLabelText(/Name/), ' Müller');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Änderungen verwerfen?' });
    await user.click(within(confirm).getByRole('button', { name: 'Weiter bearbeiten' }));
    expect((within(dialog).getByLabelText(/Name/) as HTMLInputElement).value).toBe('Katrin Kommunal Müller');

    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Verwerfen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Account bearbeiten/ })).toBeNull());
  });

  it('deletes an account after confirmation', async () => {
    let held = users;
    const { calls } = mockApi({
      ...repliesFor(() => held),
      'DELETE /api/users/u2': () => {
        held = held.filter((candidate) => candidate.id !== 'u2');
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderApp('/users');
    await table();

    await user.click(screen.getByRole('button', { name: 'Katrin Kommunal löschen' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Account löschen?' });
    expect(within(confirm).getByText(/kommune@baucheck.test/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Account löschen' }));

    await waitFor(() => expect(rowTexts()).toEqual(['Alexandra Admin', 'Ingo Inaktiv']));
    expect(calls).toContain('DELETE /api/users/u2');
    // Nobody deletes the own account here.
    expect(screen.queryByRole('button', { name: 'Alexandra Admin löschen' })).toBeNull();
  });

  it('shows a German error with a retry when the list cannot be loaded', async () => {
    let failing = true;
    mockApi({
      ...baseReplies,
      'GET /api/users/': (request) =>
        failing
          ? errorResponse(503, 'Der Dienst ist vorübergehend nicht verfügbar.')
          : pagedReply(() => users, userFilter)(request),
    });
    const user = userEvent.setup();
    renderApp('/users');

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Die Accounts konnten nicht geladen werden. Der Dienst ist vorübergehend nicht verfügbar.',
    );
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));

    expect(await table()).toBeTruthy();
  });
});
