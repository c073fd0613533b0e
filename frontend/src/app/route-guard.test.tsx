import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, mockApi } from '../testing/mock-api.ts';
import { jsonResponse } from '../testing/render.tsx';
import { dismissAccessNotice } from '#components/access-notice.tsx';
import { renderApp, testUser } from '../testing/render-app.tsx';

const HOME_HEADING = 'Brauche ich eine Baugenehmigung?';
const ADMIN_ONLY = 'Diese Seite ist Administratorinnen und Administratoren vorbehalten.';
const loggedOut = () => errorResponse(401, 'User ist inaktiv oder Token fehlt', 'Unauthorized');
const csrf = () => jsonResponse({ csrf_token: 't' });

describe('route guard (SPEC.md section 2)', () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    dismissAccessNotice();
  });

  it.each(['/home', '/imprint', '/data-privacy'])(
    'makes no session or CSRF call on the public page %s',
    async (path) => {
      const { calls } = mockApi({});

      renderApp(path);

      expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
      // Home loads its public content (municipalities, available checks); no session or CSRF call.
      expect(calls.filter((call) => /^\w+ \/api\/(csrf\/|users\/me)/.test(call))).toEqual([]);
    },
  );

  it('fetches the CSRF token, but not the user, when a sign-in page is entered', async () => {
    const { calls } = mockApi({ 'GET /api/csrf/': csrf() });

    renderApp('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeTruthy();
    expect(calls).toEqual(['GET /api/csrf/']);
  });

  it('sends a logged-out visitor from a route with a role list to Home', async () => {
    mockApi({ 'GET /api/csrf/': csrf(), 'GET /api/users/me': loggedOut() });

    const { location } = renderApp('/users');

    expect(await screen.findByRole('heading', { level: 1, name: HOME_HEADING })).toBeTruthy();
    expect(location()?.pathname).toBe('/home');
    // Only signed-in staff get the notice why
    expect(screen.queryByText(ADMIN_ONLY)).toBeNull();
  });

  it('sends a signed-in user whose level is not listed to Home', async () => {
    const { calls } = mockApi({
      'GET /api/csrf/': csrf(),
      'GET /api/users/me': jsonResponse(testUser({ level: 'Land', role: 'Standard', name: 'Lukas Landmann' })),
    });

    const { location } = renderApp('/users');

    expect(await screen.findByRole('heading', { level: 1, name: HOME_HEADING })).toBeTruthy();
    expect(location()?.pathname).toBe('/home');
    expect(calls).not.toContain('GET /api/users/');
    // Home, as SPEC.md section 2 demands, but with the reason and the way back
    const notice = screen.getByText(ADMIN_ONLY).closest<HTMLElement>('[role="status"]');
    if (!notice) throw new Error('the notice is no status message');
    expect(within(notice).getByRole('link', { name: 'Zurück zum Admin-Bereich' }).getAttribute('href')).toBe(
      '/administration',
    );
  });

  it('names the level when a page is open to more than administrators, and drops the notice on leaving', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/csrf/': csrf(),
      'GET /api/users/me': jsonResponse(testUser({ level: 'Kommune', role: 'Standard', name: 'Katrin Kommunal' })),
    });

    const { location } = renderApp('/products');

    expect(await screen.findByText('Diese Seite ist für Accounts der Ebene Kommune nicht freigegeben.')).toBeTruthy();
    expect(location()?.pathname).toBe('/home');
    await user.click(screen.getByRole('link', { name: 'Zurück zum Admin-Bereich' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Willkommen, / })).toBeTruthy();
    expect(screen.queryByText(/nicht freigegeben/)).toBeNull();
  });

  it('treats a failed user fetch as logged out', async () => {
    mockApi({
      'GET /api/csrf/': csrf(),
      'GET /api/users/me': errorResponse(503, 'Der Dienst ist vorübergehend nicht verfügbar.', 'Service Unavailable'),
    });

    const { location } = renderApp('/users');

    expect(await screen.findByRole('heading', { level: 1, name: HOME_HEADING })).toBeTruthy();
    expect(location()?.pathname).toBe('/home');
  });

  it.each([
    ['logged out', loggedOut],
    ['the user fetch failed', () => errorResponse(500, 'Interner Fehler', 'Internal Server Error')],
  ])('lets a login route without a role list render when %s, with its sign-in prompt', async (_case, userReply) => {
    mockApi({ 'GET /api/csrf/': csrf(), 'GET /api/users/me': userReply() });

    const { location } = renderApp('/administration');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin-Bereich' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' }).getAttribute('href')).toBe('/login');
    expect(location()?.pathname).toBe('/administration');
  });

  it('shows a listed level the page, fetching the user once for guard and page', async () => {
    const { calls } = mockApi({
      'GET /api/csrf/': csrf(),
      'GET /api/users/me': jsonResponse(testUser()),
      'GET /api/users/': jsonResponse({ items: [{ ...testUser(), organisation_name: null }], next_cursor: null }),
    });

    renderApp('/users');

    expect(await screen.findByRole('heading', { level: 1, name: 'Alle Accounts' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('table')).toBeTruthy());
    expect(calls.filter((call) => call === 'GET /api/users/me')).toHaveLength(1);
  });
});
