import { PASSWORD_RULE_TEXT } from '@baucheck/shared/users';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, mockApi } from '../../../testing/mock-api.ts';
import { jsonResponse } from '../../../testing/render.tsx';
import { renderApp, testUser } from '../../../testing/render-app.tsx';

const csrf = () => jsonResponse({ csrf_token: 't' });
const newUser = testUser({
  id: 'u-neu',
  email: 'neu@example.org',
  name: 'Erika Muster',
  level: 'Standard',
  role: 'Standard',
  is_active: false,
  is_verified: false,
});

describe('RegisterPage (/willkommen)', () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('checks name, e-mail and the password rule before sending', async () => {
    const { calls } = mockApi({ 'GET /api/csrf/': csrf() });
    const user = userEvent.setup();
    renderApp('/willkommen');
    await screen.findByRole('heading', { level: 1, name: 'Registrieren' });
    const password = screen.getByLabelText('Passwort', { exact: true });
    expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      PASSWORD_RULE_TEXT,
    );

    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'neu@example.org');
    await user.type(password, 'nurkleinbuchstaben');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));

    expect(screen.getByText('Bitte geben Sie Ihren Namen ein.')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      PASSWORD_RULE_TEXT,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(calls).toEqual(['GET /api/csrf/']);
  });

  it('registers, then asks for the mailed code and says that an administrator activates the account', async () => {
    let sent: unknown;
    mockApi({
      'GET /api/csrf/': csrf(),
      'POST /api/auth/create': ({ init }) => {
        sent = JSON.parse(String(init?.body));
        return jsonResponse(newUser, { status: 201 });
      },
    });
    const user = userEvent.setup();
    renderApp('/willkommen');
    await screen.findByRole('heading', { level: 1, name: 'Registrieren' });

    await user.type(screen.getByLabelText('Name'), 'Erika Muster');
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'Neu@Example.org');
    await user.type(screen.getByLabelText('Passwort', { exact: true }), 'Sicheres-Passwort-1');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'E-Mail-Adresse bestätigen' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(sent).toEqual({ name: 'Erika Muster', email: 'neu@example.org', password: 'Sicheres-Passwort-1' });
    expect((screen.getByLabelText('E-Mail-Adresse') as HTMLInputElement).value).toBe('neu@example.org');
    expect(screen.getByRole('status').textContent).toContain('Wir haben Ihnen einen Code an neu@example.org geschickt');
    expect(screen.getByText(/schaltet Ihr Konto frei/)).toBeTruthy();
  });

  it('tells a known address to sign in or reset the password', async () => {
    mockApi({ 'GET /api/csrf/': csrf(), 'POST /api/auth/create': errorResponse(400, 'REGISTER_USER_ALREADY_EXISTS') });
    const user = userEvent.setup();
    renderApp('/willkommen?email=admin%40baucheck.test');
    await screen.findByRole('heading', { level: 1, name: 'Registrieren' });

    await user.type(screen.getByLabelText('Name'), 'Alexandra Admin');
    await user.type(screen.getByLabelText('Passwort', { exact: true }), 'Sicheres-Passwort-1');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));

    expect(await screen.findByText(/Für diese E-Mail-Adresse gibt es bereits ein Konto/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'setzen Sie Ihr Passwort zurück' }).getAttribute('href')).toBe(
      '/passwort-request?email=admin%40baucheck.test',
    );
  });

  it("shows the server's password reason at the password field", async () => {
    const reason = 'Das Passwort muss mindestens 12 Zeichen lang sein.';
    mockApi({
      'GET /api/csrf/': csrf(),
      'POST /api/auth/create': errorResponse(400, { code: 'REGISTER_INVALID_PASSWORD', reason }),
    });
    const user = userEvent.setup();
    renderApp('/willkommen');
    await screen.findByRole('heading', { level: 1, name: 'Registrieren' });

    await user.type(screen.getByLabelText('Name'), 'Erika Muster');
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'neu@example.org');
    await user.type(screen.getByLabelText('Passwort', { exact: true }), 'Sicheres-Passwort-1');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));

    expect(await screen.findByText(reason)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Passwort', { exact: true })));
  });

  it('confirms with one click from the e-mail link, both fields filled in', async () => {
    let sent: unknown;
    mockApi({
      'GET /api/csrf/': csrf(),
      'POST /api/auth/verify': ({ init }) => {
        sent = JSON.parse(String(init?.body));
        return jsonResponse({ ...newUser, is_verified: true });
      },
    });
    const user = userEvent.setup();
    renderApp('/willkommen?email=neu%40example.org&code=123456');

    expect(await screen.findByRole('heading', { level: 1, name: 'E-Mail-Adresse bestätigen' })).toBeTruthy();
    expect((screen.getByLabelText('Code aus der E-Mail') as HTMLInputElement).value).toBe('123456');
    await user.click(screen.getByRole('button', { name: 'Konto bestätigen' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'E-Mail-Adresse bestätigt' })).toBeTruthy();
    expect(sent).toEqual({ email: 'neu@example.org', token: '123456' });
    expect(screen.getByText(/prüft Ihre Registrierung und schaltet Ihr Konto frei/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' }).getAttribute('href')).toBe('/login');
  });

  it('explains a wrong code and offers a new one', async () => {
    const { calls } = mockApi({
      'GET /api/csrf/': csrf(),
      'POST /api/auth/verify': errorResponse(400, 'VERIFY_USER_BAD_TOKEN'),
      'POST /api/auth/request-verify-token': new Response(null, { status: 202 }),
    });
    const user = userEvent.setup();
    renderApp('/willkommen?email=neu%40example.org&code=000000');
    await screen.findByRole('heading', { level: 1, name: 'E-Mail-Adresse bestätigen' });

    await user.click(screen.getByRole('button', { name: 'Konto bestätigen' }));
    expect(await screen.findByText(/Der Code ist falsch oder abgelaufen/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Neuen Code anfordern' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('neuen Code'));
    expect(calls).toContain('POST /api/auth/request-verify-token');
  });
});
