import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_QUERY_KEY } from '#features/users/api/get-current-user.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { jsonResponse } from '../../../testing/render.tsx';
import { renderApp, testUser } from '../../../testing/render-app.tsx';

const drawer = () => screen.findByRole('navigation', { name: 'Admin-Bereich' });

describe('AdministrationPage', () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('greets the user with level and e-mail, explains the level and lists the tasks of the level', async () => {
    mockApi({
      'GET /api/csrf/': jsonResponse({ csrf_token: 't' }),
      'GET /api/users/me': jsonResponse(
        testUser({ name: 'Katrin Kommunal', email: 'kommune@baucheck.test', level: 'Kommune', role: 'Standard' }),
      ),
    });

    renderApp('/administration');

    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen, Katrin Kommunal' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByText('Kommune').tagName).toBe('DD');
    expect(within(main).getByText('kommune@baucheck.test').tagName).toBe('DD');
    expect(within(main).getByText(/passen Sie die Checks für Ihre Gemeinde an/)).toBeTruthy();
    expect(within(main).queryByRole('link', { name: 'Alle Accounts anzeigen' })).toBeNull();
    expect(
      within(main)
        .getByRole('link', { name: /Embed-Links/ })
        .getAttribute('href'),
    ).toBe('/links');
    expect(
      within(main)
        .getByRole('link', { name: /Gartenhaus/ })
        .getAttribute('href'),
    ).toBe('/checks/gartenhaus/false');
    expect(within(main).queryByRole('link', { name: /Produkte/ })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Admin-Bereich – BauCheck'));
  });

  it('shows the drawer with the user card beside the page', async () => {
    mockApi({
      'GET /api/csrf/': jsonResponse({ csrf_token: 't' }),
      'GET /api/users/me': jsonResponse(testUser()),
      // The start page asks only for the accounts waiting for activation.
      'GET /api/users/': ({ url }) =>
        jsonResponse({
          items:
            url.searchParams.get('status') === 'waiting'
              ? [{ ...testUser({ id: 'u2', is_active: false }), organisation_name: null }]
              : [],
          next_cursor: null,
        }),
    });

    renderApp('/administration');

    const nav = await drawer();
    expect(within(nav).getByText('Alexandra Admin')).toBeTruthy();
    expect(within(nav).getByText('A').getAttribute('aria-hidden')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Nutzungsstatistik' }).getAttribute('href')).toBe('/statistics');
    expect(within(nav).getByRole('button', { name: 'Menü' }).getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText(/1 Account wartet auf die Freischaltung/)).toBeTruthy();
  });

  it('signs out from the drawer, forgets the session data and shows the page logged out', async () => {
    const { calls } = mockApi({
      'GET /api/csrf/': jsonResponse({ csrf_token: 't' }),
      'GET /api/users/me': jsonResponse(testUser()),
      'GET /api/users/': jsonResponse({ items: [], next_cursor: null }),
      'POST /api/auth/logout': new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    const { queryClient, location } = renderApp('/administration');
    await screen.findByRole('heading', { level: 1, name: 'Willkommen, Alexandra Admin' });

    await user.click(within(await drawer()).getByRole('button', { name: 'Abmelden' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Admin-Bereich' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toBeTruthy();
    expect(
      within(await drawer())
        .getByRole('link', { name: 'Anmelden' })
        .getAttribute('href'),
    ).toBe('/login');
    expect(location()?.pathname).toBe('/administration');
    expect(queryClient.getQueryData(CURRENT_USER_QUERY_KEY)).toBeNull();
    expect(queryClient.getQueryData(['users', 'list'])).toBeUndefined();
    expect(calls).toContain('POST /api/auth/logout');
  });

  it('treats an already ended session (401 on logout) as signed out', async () => {
    mockApi({
      'GET /api/csrf/': jsonResponse({ csrf_token: 't' }),
      'GET /api/users/me': jsonResponse(testUser({ level: 'Partner', role: 'Standard' })),
      'POST /api/auth/logout': jsonResponse({ detail: 'User ist inaktiv oder Token fehlt' }, { status: 401 }),
    });
    const user = userEvent.setup();
    renderApp('/administration');
    await screen.findByRole('heading', { level: 1, name: 'Willkommen, Alexandra Admin' });

    await user.click(within(await drawer()).getByRole('button', { name: 'Abmelden' }));

    // Signed out all the same: the page says so, and the focus moves to its heading (the button is gone)
    expect(await screen.findByRole('link', { name: 'Zur Anmeldung' })).toBeTruthy();
    const heading = screen.getByRole('heading', { level: 1, name: 'Admin-Bereich' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
