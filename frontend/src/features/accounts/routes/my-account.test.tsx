import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, mockApi } from '../../../testing/mock-api.ts';
import { jsonResponse } from '../../../testing/render.tsx';
import { renderApp, testUser } from '../../../testing/render-app.tsx';

const me = testUser({ level: 'Kommune', role: 'Standard', version: 7 });

describe('Mein Account (/account)', () => {
  beforeAll(async () => {
    await Promise.all([import('./my-account.tsx'), import('#features/drawer/components/admin-drawer.tsx')]);
  }, 30_000);

  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('changes the password with the current one after checking the rule and the repetition', async () => {
    const { fetchMock } = mockApi({
      'GET /api/csrf/': jsonResponse({ csrf_token: 't' }),
      'GET /api/users/me': jsonResponse(me),
      'GET /api/faqs/private/': jsonResponse([]),
      'PATCH /api/users/me': jsonResponse({ ...me, version: 8 }),
    });
    const user = userEvent.setup();
    renderApp('/account');
    const section = await screen.findByRole('region', { name: 'Passwort ändern' }, { timeout: 3000 });

    await user.type(within(section).getByLabelText(/^Neues Passwort \*$/), 'kurz');
    await user.click(within(section).getByRole('button', { name: 'Passwort ändern' }));
    expect(within(section).getByText('Bitte geben Sie Ihr aktuelles Passwort ein.')).toBeTruthy();
    expect(within(section).getAllByText(/mindestens 12 Zeichen/).length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    await user.type(within(section).getByLabelText(/Aktuelles Passwort/), 'Altes-Passwort-1');
    await user.clear(within(section).getByLabelText(/^Neues Passwort \*$/));
    await user.type(within(section).getByLabelText(/^Neues Passwort \*$/), 'Neues-Passwort-2027');
    await user.type(within(section).getByLabelText(/Neues Passwort wiederholen/), 'Neues-Passwort-2027');
    await user.click(within(section).getByRole('button', { name: 'Passwort ändern' }));

    expect(await screen.findByText('Passwort geändert')).toBeTruthy();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      version: 7,
      password: 'Neues-Passwort-2027',
      current_password: 'Altes-Passwort-1',
    });
    await waitFor(() =>
      expect((within(section).getByLabelText(/Aktuelles Passwort/) as HTMLInputElement).value).toBe(''),
    );
  }, 15_000);

  it('shows the server’s reason at the field when the current password is wrong', async () => {
    mockApi({
      'GET /api/csrf/': jsonResponse({ csrf_token: 't' }),
      'GET /api/users/me': jsonResponse(me),
      'GET /api/faqs/private/': jsonResponse([]),
      'PATCH /api/users/me': errorResponse(400, {
        code: 'UPDATE_USER_INVALID_PASSWORD',
        reason: 'Das aktuelle Passwort ist nicht korrekt.',
      }),
    });
    const user = userEvent.setup();
    renderApp('/account');
    const section = await screen.findByRole('region', { name: 'Passwort ändern' }, { timeout: 3000 });

    await user.type(within(section).getByLabelText(/Aktuelles Passwort/), 'Falsch-Passwort-1');
    await user.type(within(section).getByLabelText(/^Neues Passwort \*$/), 'Neues-Passwort-2027');
    await user.type(within(section).getByLabelText(/Neues Passwort wiederholen/), 'Neues-Passwort-2027');
    await user.click(within(section).getByRole('button', { name: 'Passwort ändern' }));

    expect(await within(section).findByText('Das aktuelle Passwort ist nicht korrekt.')).toBeTruthy();
  }, 15_000);

  it('shows the server’s reason when the account cannot be deleted and stays on the page', async () => {
    const admin = testUser({ level: 'Administrator', role: 'Administrator', version: 3 });
    const reason =
      'Dies ist der letzte aktive Administrator-Account. Er kann nicht gelöscht, deaktiviert oder herabgestuft werden. Bitte machen Sie zuerst einen anderen Account zum aktiven Administrator.';
    const { calls } = mockApi({
      'GET /api/csrf/': jsonResponse({ csrf_token: 't' }),
      'GET /api/users/me': jsonResponse(admin),
      'GET /api/faqs/private/': jsonResponse([]),
      'DELETE /api/users/me': errorResponse(409, reason, 'Conflict'),
    });
    const user = userEvent.setup();
    const { location } = renderApp('/account');
    const section = await screen.findByRole('region', { name: 'Account löschen' }, { timeout: 3000 });

    await user.click(within(section).getByRole('button', { name: 'Account löschen …' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Account endgültig löschen?' })).getByRole('button', {
        name: 'Ja, Account löschen',
      }),
    );

    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.getByText('Der Account wurde nicht gelöscht')).toBeTruthy();
    expect(calls).toContain('DELETE /api/users/me');
    expect(location()?.pathname).toBe('/account');
  }, 15_000);
});
