import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '#lib/config-values.ts';
import { jsonResponse } from '../../../testing/render.tsx';
import { renderApp } from '../../../testing/render-app.tsx';
import { resetFlowStoreForTests } from './flow-store.ts';

vi.mock('#lib/config.ts', async (importOriginal) => {
  const { config } = await importOriginal<{ config: AppConfig }>();
  return { config: { ...config, plausible: { domain: 'baucheck.example.de', host: 'https://plausible.example' } } };
});

const pageviews = (fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) =>
  fetchMock.mock.calls
    .filter(([target]) => String(target) === 'https://plausible.example/api/event')
    .map(([, init]) => (JSON.parse(String(init?.body)) as { url: string }).url);

describe('the Plausible pageview of a quick check', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

  beforeEach(() => {
    window.sessionStorage.clear();
    resetFlowStoreForTests();
    fetchMock = vi.fn<typeof fetch>().mockImplementation(() => Promise.resolve(jsonResponse([])));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('scrollTo', vi.fn());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
    resetFlowStoreForTests();
  });

  it('is sent on the start step after "Einverstanden", not while the data-protection notice is open', async () => {
    const user = userEvent.setup();
    renderApp('/quick-check/data-protection');
    await screen.findByRole('heading', { level: 1, name: 'Hinweise zum Datenschutz' });
    expect(pageviews(fetchMock)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Einverstanden, weiter' }));
    await screen.findByRole('heading', { level: 1, name: 'Welches Vorhaben möchten Sie prüfen?' });

    // Sent by the step's effect, which may run a moment after its heading shows
    await waitFor(() => expect(pageviews(fetchMock)).toEqual([`${window.location.origin}/quick-check/start`]));
  });
});
