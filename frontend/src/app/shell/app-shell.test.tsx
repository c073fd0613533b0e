import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../testing/render.tsx';
import { renderApp, testPublicUnit, testUnit } from '../../testing/render-app.tsx';
import { PUBLIC_PAGE } from '../route-records.ts';
import { resetFlowStoreForTests } from '#features/quick-check/utils/flow-store.ts';

describe('app shell and routes', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(jsonResponse([])));
    // jsdom has no scrolling; ScrollRestoration calls it on every navigation.
    vi.stubGlobal('scrollTo', vi.fn());
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('redirects / to Home and shows top bar, main content and footer', async () => {
    const { location } = renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Brauche ich eine Baugenehmigung?' })).toBeTruthy();
    // On a busy machine the address may change to /home only after Home's heading shows: wait for it
    await waitFor(() => expect(location()?.pathname).toBe('/home'));
    await waitFor(() => expect(document.title).toBe('Startseite – BauCheck'));

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'BauCheck – zur Startseite' }).getAttribute('href')).toBe('/home');
    expect(within(header).getByRole('button', { name: 'FAQ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toBeTruthy();

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(`© ${new Date().getFullYear()} BauCheck`)).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Impressum' }).getAttribute('href')).toBe('/imprint');
    expect(within(footer).getByRole('link', { name: 'Datenschutz' }).getAttribute('href')).toBe('/data-privacy');
    expect(within(footer).getByRole('link', { name: 'Admin-Bereich' }).getAttribute('href')).toBe('/administration');

    const projectTypes = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(projectTypes.filter((text) => text?.startsWith('Carport / Garage'))).toHaveLength(1);
  });

  it('accepts a municipality on Home', async () => {
    renderApp('/home/musterstadt');

    expect(await screen.findByRole('heading', { level: 1, name: 'Brauche ich eine Baugenehmigung?' })).toBeTruthy();
  });

  it.each([
    ['/home/lindenau', null, '/home/lindenau'],
    ['/quick-check/start/lindenau', null, '/home/lindenau'],
    ['/quick-check/slides', 'lindenau', '/home/lindenau'],
    ['/imprint', 'lindenau', '/home/lindenau'],
    ['/imprint', null, '/home'],
    // A municipality that does not exist is dropped, not linked to
    ['/quick-check/data-protection/gibtesnicht', null, '/home'],
    ['/quick-check/slides', 'gibtesnicht', '/home'],
  ])('keeps the municipality in the logo link on %s (check under way in: %s)', async (path, gemeinde, home) => {
    const lindenau = testPublicUnit(testUnit('lindenau', 'Gemeinde', 'by', 'Markt Lindenau'), 'Bayern');
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (path === '/api/reference-units/by-slug/lindenau/') return Promise.resolve(jsonResponse(lindenau));
        if (path.startsWith('/api/reference-units/by-slug/'))
          return Promise.resolve(jsonResponse({ detail: 'Unbekannt' }, { status: 404 }));
        return Promise.resolve(jsonResponse([]));
      }),
    );
    window.sessionStorage.setItem('baucheck.quick-check.v1', JSON.stringify({ accepted: true, gemeinde }));
    resetFlowStoreForTests();
    try {
      renderApp(path);

      const logo = await within(await screen.findByRole('banner')).findByRole('link', {
        name: 'BauCheck – zur Startseite',
      });
      await waitFor(() => expect(logo.getAttribute('href')).toBe(home));
    } finally {
      window.sessionStorage.clear();
      resetFlowStoreForTests();
    }
  });

  it('opens the FAQ dialog from the page as well as from the top bar', async () => {
    const user = userEvent.setup();
    renderApp('/home');

    await user.click(await screen.findByRole('button', { name: 'Häufige Fragen öffnen' }));

    expect(await screen.findByRole('dialog', { name: 'Häufige Fragen' })).toBeTruthy();
  });

  it.each([
    ['/imprint', 'Impressum', 'Impressum – BauCheck'],
    ['/data-privacy', 'Datenschutzerklärung', 'Datenschutz – BauCheck'],
    ['/gibt-es-nicht', 'Seite nicht gefunden', 'Seite nicht gefunden – BauCheck'],
  ])('shows %s with its heading and document title', async (path, heading, title) => {
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it.each([
    ['/impressum', '/imprint', 'Impressum'],
    ['/datenschutz', '/data-privacy', 'Datenschutzerklärung'],
  ])('leads the German address %s to %s', async (path, target, heading) => {
    const { location } = renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(location()?.pathname).toBe(target);
  });

  it('moves focus to the new page heading after a navigation', async () => {
    const user = userEvent.setup();
    renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: 'Brauche ich eine Baugenehmigung?' });

    await user.click(screen.getByRole('link', { name: 'Impressum' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Impressum' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('keeps the page until the next one is loaded, then focuses its heading', async () => {
    // Prepare: a page whose code arrives only when the test says so
    let deliver: (page: { default: ComponentType }) => void = () => undefined;
    const slowPage = new Promise<{ default: ComponentType }>((resolve) => {
      deliver = resolve;
    });
    const First = () => (
      <article>
        <h1>Erste Seite</h1>
        <Link to="/zweite">Weiter</Link>
      </article>
    );
    const Second = () => <h1>Zweite Seite</h1>;
    const user = userEvent.setup();
    renderApp('/erste', [
      { name: 'First', path: '/erste', meta: PUBLIC_PAGE, component: () => Promise.resolve({ default: First }) },
      { name: 'Second', path: '/zweite', meta: PUBLIC_PAGE, component: () => slowPage },
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Erste Seite' });

    // Act
    await user.click(screen.getByRole('link', { name: 'Weiter' }));

    // Assess: the first page stays while the second loads, not a loading notice in its place
    expect(screen.getByRole('heading', { level: 1, name: 'Erste Seite' })).toBeTruthy();
    expect(screen.queryByText('Seite wird geladen …')).toBeNull();
    deliver({ default: Second });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Zweite Seite' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('forgets a page error on the next navigation, also to the same route', async () => {
    // Prepare: a landing page that fails for one municipality
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Landing = () => {
      const { gemeinde } = useParams();
      if (gemeinde === 'kaputt') throw new Error('Seite kaputt');
      return <h1>Startseite</h1>;
    };
    const user = userEvent.setup();
    renderApp('/home/kaputt', [
      {
        name: 'Home',
        path: '/home/:gemeinde?',
        meta: PUBLIC_PAGE,
        component: () => Promise.resolve({ default: Landing }),
      },
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Die Seite konnte nicht geladen werden' });

    // Act: the logo leads to /home, the same route
    await user.click(screen.getByRole('link', { name: 'BauCheck – zur Startseite' }));

    // Assess
    expect(await screen.findByRole('heading', { level: 1, name: 'Startseite' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Die Seite konnte nicht geladen werden' })).toBeNull();
  });

  it('hides top bar and footer when the matched route says so', async () => {
    const bare = { showDrawer: false, showFooter: false, showNavbar: false };
    renderApp('/bare', [
      { name: 'Bare', path: '/bare', meta: bare, component: () => import('#features/pages/routes/not-found.tsx') },
      { name: 'Home', path: '/home', meta: PUBLIC_PAGE, component: () => import('#features/pages/routes/home.tsx') },
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
