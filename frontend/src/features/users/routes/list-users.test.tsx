import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, mockApi } from '../../../testing/mock-api.ts';
import { jsonResponse } from '../../../testing/render.tsx';
import { renderApp, testUser } from '../../../testing/render-app.tsx';

const admin = testUser();
const users = [
  admin,
  testUser({ id: 'u2', name: 'Katrin Kommunal', email: 'kommune@baucheck.test', level: 'Kommune', role: 'Standard' }),
  testUser({
    id: 'u3',
    name: 'Ingo Inaktiv',
    email: 'inaktiv@baucheck.test',
    level: 'Standard',
    role: 'Standard',
    is_active: false,
  }),
];

const rowTexts = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('ListUsers (/users)', () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists every account sorted by name and filters by text', async () => {
    mockApi({
      'GET /api/csrf/': jsonResponse({ csrf_token: 't' }),
      'GET /api/users/me': jsonResponse(admin),
      'GET /api/users/': jsonResponse(users),
    });
    const user = userEvent.setup();
    renderApp('/users');

    await screen.findByRole('table', { name: 'Alle Accounts' });
    expect(rowTexts()).toEqual(['Alexandra Admin', 'Ingo Inaktiv', 'Katrin Kommunal']);
    expect(screen.getByRole('columnheader', { name: /E-Mail bestätigt/ })).toBeTruthy();
    expect(screen.getByText('3 Accounts')).toBeTruthy();

    await user.type(screen.getByLabelText('Accounts durchsuchen'), 'KOMMUNE');
    await waitFor(() => expect(rowTexts()).toEqual(['Katrin Kommunal']));
    expect(screen.getByText('1 von 3 Accounts')).toBeTruthy();

    await user.clear(screen.getByLabelText('Accounts durchsuchen'));
    await user.type(screen.getByLabelText('Accounts durchsuchen'), 'niemand');
    expect(await screen.findByText('Kein Account passt zu „niemand“.')).toBeTruthy();

    await user.click(screen.getByRole('columnheader', { name: /Name/ }));
    await user.clear(screen.getByLabelText('Accounts durchsuchen'));
    await waitFor(() => expect(rowTexts()).toEqual(['Katrin Kommunal', 'Ingo Inaktiv', 'Alexandra Admin']));
  });

  it('shows a German error with a retry when the list cannot be loaded', async () => {
    let failing = true;
    mockApi({
      'GET /api/csrf/': jsonResponse({ csrf_token: 't' }),
      'GET /api/users/me': jsonResponse(admin),
      'GET /api/users/': () =>
        failing ? errorResponse(503, 'Der Dienst ist vorübergehend nicht verfügbar.') : jsonResponse(users),
    });
    const user = userEvent.setup();
    renderApp('/users');

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Die Accounts konnten nicht geladen werden. Der Dienst ist vorübergehend nicht verfügbar.',
    );
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));

    expect(await screen.findByRole('table', { name: 'Alle Accounts' })).toBeTruthy();
  });
});
