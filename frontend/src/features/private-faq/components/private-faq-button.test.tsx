import type { FaqChapter } from '@baucheck/shared/faq';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api.ts';
import { jsonResponse, renderWithProviders } from '../../../testing/render.tsx';
import { PrivateFaqButton } from './private-faq-button.tsx';

const chapters: FaqChapter[] = [
  {
    id: 'c1',
    text: 'Checks pflegen',
    type: 'Admin-Bereich FAQs',
    position: 0,
    faqs: [
      {
        id: 'f1',
        chapter_id: 'c1',
        title: 'Wie passe ich einen Standard-Check an?',
        text: '<p>Duplizieren Sie ihn.</p>',
        image: null,
        image_alt: null,
        target_group: 'Kommunen',
        position: 0,
      },
    ],
  },
];

describe('PrivateFaqButton', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens the staff FAQ of GET /api/faqs/private/ in the shared FAQ dialog', async () => {
    const { calls } = mockApi({ 'GET /api/faqs/private/': jsonResponse(chapters) });
    const user = userEvent.setup();
    renderWithProviders(<PrivateFaqButton />);

    await user.click(await screen.findByRole('button', { name: 'Hilfe zu dieser Seite (FAQ)' }));

    const dialog = await screen.findByRole('dialog', { name: 'FAQ zum Admin-Bereich' });
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Checks pflegen' })).toBeTruthy();
    expect(within(dialog).getByText('Wie passe ich einen Standard-Check an?')).toBeTruthy();
    expect(calls).toEqual(['GET /api/faqs/private/']);
  });

  it('shows no button when the level has no entries', async () => {
    const { calls } = mockApi({ 'GET /api/faqs/private/': jsonResponse([]) });
    renderWithProviders(<PrivateFaqButton />);

    await waitFor(() => expect(calls).toEqual(['GET /api/faqs/private/']));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
