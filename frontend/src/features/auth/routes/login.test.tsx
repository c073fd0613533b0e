import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, mockApi } from '../../../testing/mock-api.ts';
import { jsonResponse } from '../../../testing/render.tsx';
import { renderApp, testUser } from '../../../testing/render-app.tsx';

const csrf = () => jsonResponse({ csrf_token: 't' });

async function openLogin(path = '/login') {
  const user = userEvent.setup();
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
  return { user, ...app };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText('E-Mail-Adresse'), email);
  await user.type(screen.getByLabelText('Passwort', { exact: true }), password);
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
}

describe('LoginPage', () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('has labelled inputs with autocomplete, links to password reset and registration, and no top bar', async () => {
    mockApi({ 'GET /api/csrf/': csrf() });
    await openLogin();

    expect(screen.getByLabelText('E-Mail-Adresse').getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('Passwort', { exact: true }).getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' }).getAttribute('href')).toBe('/passwort-request');
    expect(screen.getByRole('link', { name: 'Registrieren' }).getAttribute('href')).toBe('/willkommen');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Anmelden – BauCheck'));
  });

  it('explains empty and malformed fields next to them before sending anything', async () => {
    const { calls } = mockApi({ 'GET /api/csrf/': csrf() });
    const { user } = await openLogin();

    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    const email = screen.getByLabelText('E-Mail-Adresse');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Bitte geben Sie Ihre E-Mail-Adresse ein.',
    );
    expect(screen.getByText('Bitte geben Sie Ihr Passwort ein.')).toBeTruthy();
    expect(document.activeElement).toBe(email);

    await user.type(email, 'name@');
    expect(screen.getByText(/Bitte geben Sie eine gültige E-Mail-Adresse ein/)).toBeTruthy();
    await user.type(email, 'gemeinde.de');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    // Longer than RFC 5321 allows: the shared schema's text, as the API would answer with a 422
    await user.clear(email);
    await user.paste(`${'a'.repeat(64)}@${'b'.repeat(187)}.de`);
    expect(screen.getByText('Bitte geben Sie höchstens 254 Zeichen ein.')).toBeTruthy();
    expect(calls).toEqual(['GET /api/csrf/']);
  });

  it.each([
    ['LOGIN_BAD_CREDENTIALS', 'E-Mail-Adresse oder Passwort ist falsch, oder das Konto ist noch nicht freigeschaltet.'],
    ['LOGIN_USER_NOT_VERIFIED', /Ihre E-Mail-Adresse ist noch nicht bestätigt/],
  ])('shows %s as German text in the live region', async (code, text) => {
    mockApi({ 'GET /api/csrf/': csrf(), 'POST /api/auth/login': errorResponse(400, code, 'Bad Request') });
    const { user, container } = await openLogin();

    await fillAndSubmit(user, 'standard@baucheck.test', 'falsch');

    const message = await screen.findByText(text);
    expect(message.closest('[aria-live="assertive"]')).toBeTruthy();
    expect(container.textContent).not.toContain(code);
  });

  it("shows the server's own text when there were too many attempts", async () => {
    const tooMany = 'Zu viele Versuche. Bitte warten Sie 15 Minuten und versuchen Sie es dann erneut.';
    mockApi({ 'GET /api/csrf/': csrf(), 'POST /api/auth/login': errorResponse(429, tooMany, 'Too Many Requests') });
    const { user } = await openLogin();

    await fillAndSubmit(user, 'standard@baucheck.test', 'falsch');

    expect(await screen.findByText(tooMany)).toBeTruthy();
  });

  it('requests a new code for an unverified account and goes on to the code step', async () => {
    const { calls } = mockApi({
      'GET /api/csrf/': csrf(),
      'POST /api/auth/login': errorResponse(400, 'LOGIN_USER_NOT_VERIFIED', 'Bad Request'),
      'POST /api/auth/request-verify-token': new Response(null, { status: 202 }),
    });
    const { user, location } = await openLogin();
    await fillAndSubmit(user, 'Neu@Example.org', 'Sicheres-Passwort-1');

    await user.click(await screen.findByRole('button', { name: 'Neuen Code anfordern' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'E-Mail-Adresse bestätigen' })).toBeTruthy();
    expect(location()?.search).toBe('?email=Neu%40Example.org&schritt=code');
    expect(screen.getByRole('status').textContent).toContain('neuen Code');
    expect((screen.getByLabelText('E-Mail-Adresse') as HTMLInputElement).value).toBe('Neu@Example.org');
    expect(calls).toContain('POST /api/auth/request-verify-token');
  });

  it('signs in form-encoded and shows the admin start page and the drawer from what the sign-in answered', async () => {
    let loginBody: unknown;
    const { calls } = mockApi({
      'GET /api/csrf/': csrf(),
      'POST /api/auth/login': ({ init }) => {
        loginBody = init?.body;
        return jsonResponse({ access_token: 'a.b.c', token_type: 'bearer', user: testUser() });
      },
      // Held back: the pages must not wait for the current user once more
      'GET /api/users/me': () => new Promise<Response>(() => undefined),
    });
    const { user, location } = await openLogin();

    await fillAndSubmit(user, ' Admin@BauCheck.test ', 'Demo-Passwort-2026');

    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen, Alexandra Admin' })).toBeTruthy();
    expect(location()?.pathname).toBe('/administration');
    expect(String(loginBody)).toBe('username=admin%40baucheck.test&password=Demo-Passwort-2026');
    expect(screen.getByText('Administrator').tagName).toBe('DD');
    expect(screen.getAllByText('admin@baucheck.test').map((element) => element.tagName)).toContain('DD');
    const drawer = await screen.findByRole('navigation', { name: 'Admin-Bereich' });
    expect(within(drawer).getByText('Alexandra Admin')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Alle Accounts' }).getAttribute('href')).toBe('/users');
    expect(within(drawer).getByRole('button', { name: 'Abmelden' })).toBeTruthy();
    expect(calls).not.toContain('GET /api/users/me');
  });
});
