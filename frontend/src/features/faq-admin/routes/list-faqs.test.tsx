import type { EditableFaqChapter } from '@baucheck/shared/faq';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api.ts';
import { jsonResponse } from '../../../testing/render.tsx';
import { renderApp, testUser } from '../../../testing/render-app.tsx';

const chapter = (id: string, type: EditableFaqChapter['type'], text: string): EditableFaqChapter => ({
  id,
  text,
  type,
  position: 0,
  version: 1,
  faqs: [],
});

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FAQ verwalten', () => {
  it('names the two chapter types in German, while the API keeps its type values', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/csrf/': jsonResponse({ csrf_token: 't' }),
      'GET /api/users/me': jsonResponse(testUser()),
      'GET /api/faqs/': jsonResponse([
        chapter('c1', 'Landing Page FAQs', 'Allgemeines'),
        chapter('c2', 'Landing Page FAQs', 'Solaranlagen'),
        chapter('c3', 'Admin-Bereich FAQs', 'Checks pflegen'),
      ]),
    });

    renderApp('/faqs');

    const tabs = await screen.findByRole('tablist', { name: 'Bereiche der FAQ' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['FAQs der Startseite (2)', 'FAQs des Admin-Bereichs (1)']);
    expect(screen.getByRole('list', { name: 'Kapitel: FAQs der Startseite' })).toBeTruthy();

    // The new-chapter dialog offers the types by the same names
    await user.click(screen.getByRole('button', { name: 'Neues Kapitel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neues Kapitel' });
    const options = within(dialog)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'FAQs der Startseite – öffentlich für alle Besucherinnen und Besucher',
      'FAQs des Admin-Bereichs – Hilfe für Mitarbeitende',
    ]);
    expect(screen.getByRole('main').textContent).not.toMatch(/Landing Page/);
    expect(dialog.textContent).not.toMatch(/Landing Page/);
  });
});
