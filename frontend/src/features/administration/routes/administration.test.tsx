import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_QUERY_KEY } from '#features/users/api/get-current-user.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { jsonResponse } from '../../../testing/render.tsx';
import { renderApp, testUser } from '../../../testing/render-app.tsx';

describe('AdministrationPage', () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('greets the user with level and e-mail and explains the level', async () => {
    mockApi({
      'GET /api/csrf/': jsonResponse({ csrf_token: 't' }),
      'GET /api/users/me': jsonResponse(
        testUser({ name: 'Katrin Kommunal', email: 'kommune@baucheck.test', level: 'Kommune', role: 'Standard' }),
      ),
    });

    renderApp('/administration');

    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen, Katrin Kommunal' })).toBeTruthy();
    expect(screen.getByText('Kommune').tagName).toBe('DD');
    expect(screen.getByText('kommune@baucheck.test').tagName).toBe('DD');
    expect(screen.getByText(/passen Sie die Checks für Ihre Gemeinde an/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Alle Accounts anzeigen' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Admin-Bereich – BauCheck'));
  });

  it('signs out, forgets the session data and shows the page logged out', async () => {
    const { calls } = mockApi({
      'GET /api/csrf/': jsonResponse({ csrf_token: 't' }),
      'GET /api/users/me': jsonResponse(testUser()),
      'POST /api/auth/logout': new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    const { queryClient, router } = renderApp('/administration');
    await screen.findByRole('heading', { level: 1, name: 'Willkommen, Alexandra Admin' });
    queryClient.setQueryData(['users', 'list'], [testUser()]);

    await user.click(screen.getByRole('button', { name: 'Abmelden' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Admin-Bereich' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/administration');
    expect(queryClient.getQueryData(CURRENT_USER_QUERY_KEY)).toBeNull();
    expect(queryClient.getQueryData(['users', 'list'])).toBeUndefined();
    expect(calls).toContain('POST /api/auth/logout');
  });

  it('treats an already ended session (401 on logout) as signed out', async () => {
    mockApi({
      'GET /api/csrf/': jsonResponse({ csrf_token: 't' }),
      'GET /api/users/me': jsonResponse(testUser()),
      'POST /api/auth/logout': jsonResponse({ detail: 'User ist inaktiv oder Token fehlt' }, { status: 401 }),
    });
    const user = userEvent.setup();
    renderApp('/administration');
    await screen.findByRole('heading', { level: 1, name: 'Willkommen, Alexandra Admin' });

    await user.click(screen.getByRole('button', { name: 'Abmelden' }));

    expect(await screen.findByRole('link', { name: 'Zur Anmeldung' })).toBeTruthy();
  });
});
