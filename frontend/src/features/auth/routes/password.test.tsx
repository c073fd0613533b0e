import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, mockApi } from '../../../testing/mock-api.ts';
import { jsonResponse } from '../../../testing/render.tsx';
import { renderApp } from '../../../testing/render-app.tsx';

const csrf = () => jsonResponse({ csrf_token: 't' });
const NEUTRAL = 'Wenn ein Konto mit dieser Adresse existiert, haben wir Ihnen einen Code geschickt.';

describe('password reset pages', () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('/passwort-request always answers with the same neutral confirmation', async () => {
    const { calls } = mockApi({
      'GET /api/csrf/': csrf(),
      'POST /api/auth/forgot-password': new Response(null, { status: 202 }),
    });
    const user = userEvent.setup();
    renderApp('/passwort-request?email=land%40baucheck.test');
    await screen.findByRole('heading', { level: 1, name: 'Passwort vergessen' });
    expect((screen.getByLabelText('E-Mail-Adresse') as HTMLInputElement).value).toBe('land@baucheck.test');

    await user.click(screen.getByRole('button', { name: 'Code anfordern' }));

    expect((await screen.findByRole('status')).textContent).toContain(NEUTRAL);
    expect(screen.getByRole('link', { name: 'Code eingeben und neues Passwort festlegen' }).getAttribute('href')).toBe(
      '/passwort?email=land%40baucheck.test',
    );
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual(['POST /api/auth/forgot-password']);
  });

  it('/passwort checks the rule and the repeat before sending', async () => {
    const { calls } = mockApi({ 'GET /api/csrf/': csrf() });
    const user = userEvent.setup();
    renderApp('/passwort?email=land%40baucheck.test&code=654321');
    await screen.findByRole('heading', { level: 1, name: 'Neues Passwort festlegen' });
    expect((screen.getByLabelText('Code aus der E-Mail') as HTMLInputElement).value).toBe('654321');

    await user.type(screen.getByLabelText('Neues Passwort', { exact: true }), 'Neues-Passwort-2027');
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'Neues-Passwort-2028');
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));

    const repeat = screen.getByLabelText('Neues Passwort wiederholen');
    expect(repeat.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Die beiden Passwörter stimmen nicht überein.')).toBeTruthy();
    expect(document.activeElement).toBe(repeat);
    expect(calls).toEqual(['GET /api/csrf/']);
  });

  it('/passwort explains a wrong code with a link to request a new one', async () => {
    mockApi({
      'GET /api/csrf/': csrf(),
      'POST /api/auth/reset-password': errorResponse(400, 'RESET_PASSWORD_BAD_TOKEN'),
    });
    const user = userEvent.setup();
    renderApp('/passwort?email=land%40baucheck.test&code=000000');
    await screen.findByRole('heading', { level: 1, name: 'Neues Passwort festlegen' });

    await user.type(screen.getByLabelText('Neues Passwort', { exact: true }), 'Neues-Passwort-2027');
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'Neues-Passwort-2027');
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));

    expect(await screen.findByText(/Der Code ist falsch oder abgelaufen/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'fordern Sie einen neuen Code an' })).toBeTruthy();
  });

  it('/passwort sets the new password and goes to the sign-in page with a notice', async () => {
    let sent: unknown;
    mockApi({
      'GET /api/csrf/': csrf(),
      'POST /api/auth/reset-password': ({ init }) => {
        sent = JSON.parse(String(init?.body));
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    const { location } = renderApp('/passwort?email=land%40baucheck.test&code=654321');
    await screen.findByRole('heading', { level: 1, name: 'Neues Passwort festlegen' });

    await user.type(screen.getByLabelText('Neues Passwort', { exact: true }), 'Neues-Passwort-2027');
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'Neues-Passwort-2027');
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeTruthy();
    expect(location()?.pathname).toBe('/login');
    expect(sent).toEqual({ email: 'land@baucheck.test', token: '654321', password: 'Neues-Passwort-2027' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Ihr Passwort wurde geändert'));
    expect((screen.getByLabelText('E-Mail-Adresse') as HTMLInputElement).value).toBe('land@baucheck.test');
  });
});
