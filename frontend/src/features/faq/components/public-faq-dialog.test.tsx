import type { FaqChapter } from '@baucheck/shared/faq';
import { act, fireEvent, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render.tsx';
import { PublicFaqButton } from './faq-button.tsx';
import { PublicFaqDialogProvider } from './public-faq-dialog-provider.tsx';

const chapters: FaqChapter[] = [
  {
    id: 'c1',
    text: 'Allgemeines zum Quick-Check',
    type: 'Landing Page FAQs',
    position: 0,
    faqs: [
      {
        id: 'f1',
        chapter_id: 'c1',
        title: 'Was ist der BauCheck?',
        text: '<p>Eine <strong>Vorprüfung</strong> für kleine Bauvorhaben.</p>',
        image: null,
        image_alt: null,
        target_group: null,
        position: 0,
      },
      {
        id: 'f2',
        chapter_id: 'c1',
        title: 'Ist das Ergebnis rechtsverbindlich?',
        text: '<p>Nein, es ist eine <a href="https://example.org/recht">Orientierung</a>.</p>',
        image: null,
        image_alt: null,
        target_group: null,
        position: 1,
      },
    ],
  },
  {
    id: 'c2',
    text: 'Gartenhaus, Carport und Garage',
    type: 'Landing Page FAQs',
    position: 1,
    faqs: [
      {
        id: 'f3',
        chapter_id: 'c2',
        title: 'Wie berechne ich den Brutto-Rauminhalt?',
        text: '<p>Länge mal Breite mal mittlere Höhe.</p>',
        image: '/media/faqs/gartenhaus.png',
        image_alt: 'Skizze eines Gartenhauses mit seinen Außenmaßen',
        target_group: null,
        position: 0,
      },
    ],
  },
];

const ALL_TITLES = [
  'Was ist der BauCheck?',
  'Ist das Ergebnis rechtsverbindlich?',
  'Wie berechne ich den Brutto-Rauminhalt?',
];

const fetchMock = vi.fn<typeof fetch>();

function entryTitles(dialog: HTMLElement): string[] {
  return Array.from(dialog.querySelectorAll('summary'), (summary) => summary.textContent ?? '');
}

async function openFaqDialog() {
  const user = userEvent.setup();
  renderWithProviders(
    <PublicFaqDialogProvider>
      <PublicFaqButton>FAQ</PublicFaqButton>
    </PublicFaqDialogProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'FAQ' }));
  const dialog = await screen.findByRole('dialog', { name: 'Häufige Fragen' });
  return { user, dialog };
}

async function openLoadedFaqDialog() {
  fetchMock.mockResolvedValue(jsonResponse(chapters));
  const opened = await openFaqDialog();
  await within(opened.dialog).findByRole('heading', { level: 3, name: 'Allgemeines zum Quick-Check' });
  return opened;
}

describe('public FAQ dialog', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  // The HTML as the server stored it after its allowlist (see components/stored-html.tsx).
  it('shows the chapters and entries of GET /api/faqs/public/ with their HTML', async () => {
    const { dialog } = await openLoadedFaqDialog();

    expect(fetchMock).toHaveBeenCalledWith('/api/faqs/public/', expect.objectContaining({ credentials: 'include' }));
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Häufige Fragen' })).toBeTruthy();
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Gartenhaus, Carport und Garage' })).toBeTruthy();
    expect(entryTitles(dialog)).toEqual(ALL_TITLES);
    expect(within(dialog).getByText('Vorprüfung').tagName).toBe('STRONG');
    expect(within(dialog).getByRole('link', { name: 'Orientierung' }).getAttribute('href')).toBe(
      'https://example.org/recht',
    );
  });

  it('shows a loading message until the entries arrive', async () => {
    let respond: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (respond = resolve)));

    const { dialog } = await openFaqDialog();
    expect(within(dialog).getByText('FAQ werden geladen …')).toBeTruthy();

    respond(jsonResponse(chapters));
    await within(dialog).findByText('Was ist der BauCheck?');
    expect(within(dialog).queryByText('FAQ werden geladen …')).toBeNull();
  });

  it('filters case-insensitively on titles and on the text of the answers, hiding chapters without a match', async () => {
    const { user, dialog } = await openLoadedFaqDialog();
    const search = within(dialog).getByRole('searchbox', { name: 'FAQ durchsuchen' });

    await user.type(search, 'BRUTTO');
    await waitFor(() => expect(entryTitles(dialog)).toEqual(['Wie berechne ich den Brutto-Rauminhalt?']));
    expect(within(dialog).queryByRole('heading', { name: 'Allgemeines zum Quick-Check' })).toBeNull();

    await user.clear(search);
    await user.type(search, 'eine orientierung');
    await waitFor(() => expect(entryTitles(dialog)).toEqual(['Ist das Ergebnis rechtsverbindlich?']));
    // Matches are opened so the found text is visible at once.
    expect(dialog.querySelector('details')?.open).toBe(true);
    expect(within(dialog).getByRole('status').textContent).toBe('1 Eintrag gefunden.');
  });

  it('announces "Keine Einträge gefunden." when nothing matches', async () => {
    const { user, dialog } = await openLoadedFaqDialog();

    await user.type(within(dialog).getByRole('searchbox', { name: 'FAQ durchsuchen' }), 'strong');

    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe('Keine Einträge gefunden.'));
    expect(entryTitles(dialog)).toEqual([]);
  });

  it('clears the search with the clear button, which only shows while there is text', async () => {
    const { user, dialog } = await openLoadedFaqDialog();
    const search = within(dialog).getByRole<HTMLInputElement>('searchbox', { name: 'FAQ durchsuchen' });
    expect(within(dialog).queryByRole('button', { name: 'Suche leeren' })).toBeNull();

    await user.type(search, 'xyz');
    await user.click(within(dialog).getByRole('button', { name: 'Suche leeren' }));

    expect(search.value).toBe('');
    expect(document.activeElement).toBe(search);
    expect(within(dialog).queryByRole('button', { name: 'Suche leeren' })).toBeNull();
    await waitFor(() => expect(entryTitles(dialog)).toEqual(ALL_TITLES));
  });

  it('opens the enlarged image from the thumbnail button in a second dialog', async () => {
    const { user, dialog } = await openLoadedFaqDialog();
    await user.click(within(dialog).getByText('Wie berechne ich den Brutto-Rauminhalt?'));

    await user.click(
      within(dialog).getByRole('button', { name: 'Bild vergrößern: Skizze eines Gartenhauses mit seinen Außenmaßen' }),
    );

    const imageDialog = await screen.findByRole('dialog', { name: 'Wie berechne ich den Brutto-Rauminhalt?' });
    const image = within(imageDialog).getByRole<HTMLImageElement>('img', {
      name: 'Skizze eines Gartenhauses mit seinen Außenmaßen',
    });
    expect(image.getAttribute('src')).toBe('/media/faqs/gartenhaus.png');

    await user.click(within(imageDialog).getByRole('button', { name: 'Schließen' }));
    await waitForElementToBeRemoved(imageDialog);
    expect(screen.getByRole('dialog', { name: 'Häufige Fragen' })).toBe(dialog);
  });

  it('stays open on Escape and on a click beside it, and closes with its close button', async () => {
    const { user, dialog } = await openLoadedFaqDialog();

    await user.keyboard('{Escape}');
    const mask = dialog.parentElement;
    if (mask) fireEvent.pointerUp(mask);
    // Longer than the dialog's closing animation (150 ms).
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.getByRole('dialog', { name: 'Häufige Fragen' })).toBe(dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitForElementToBeRemoved(dialog);
  });

  it('logs a failed fetch and shows the empty state without an error text', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Interner Serverfehler.' }, { status: 500 }));

    const { dialog } = await openFaqDialog();

    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe('Keine Einträge gefunden.'));
    expect(within(dialog).queryByText(/fehler/i)).toBeNull();
    expect(consoleError).toHaveBeenCalledWith('Die FAQ konnten nicht geladen werden.', expect.anything());
  });
});
