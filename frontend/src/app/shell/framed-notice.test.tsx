import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mock-api.ts';
import { jsonResponse } from '../../testing/render.tsx';
import { renderApp, testUser } from '../../testing/render-app.tsx';

describe('staff pages inside a frame', () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
    // As inside an iframe on another site: the top window is not this one.
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows a notice with a link to open the page in its own tab instead of the staff page and its drawer', async () => {
    mockApi({
      'GET /api/csrf/': jsonResponse({ csrf_token: 't' }),
      'GET /api/users/me': jsonResponse(testUser()),
    });

    renderApp('/administration');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Diese Seite kann nicht eingebettet angezeigt werden' }),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Seite in einem eigenen Tab öffnen' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('navigation', { name: 'Admin-Bereich' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /Willkommen/ })).toBeNull();
  });

  it('still shows residents’ pages, which municipalities embed', async () => {
    mockApi({ 'GET /api/faqs/public/': jsonResponse([]) });

    renderApp('/imprint');

    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeTruthy();
  });
});
