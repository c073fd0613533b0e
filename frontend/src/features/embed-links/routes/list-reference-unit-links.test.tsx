import type { MyReferenceUnit } from '@baucheck/shared/reference-units';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api.ts';
import { jsonResponse } from '../../../testing/render.tsx';
import { renderApp, testUnit, testUser } from '../../../testing/render-app.tsx';

const origin = window.location.origin;
const lindenau: MyReferenceUnit = {
  ...testUnit('lindenau', 'Gemeinde', 'by', 'Markt Lindenau'),
  land_name: 'Bayern',
  checks: {
    carport_garage: { check_id: 'c-carport', version: 3, inherited: false },
    gartenhaus: { check_id: 'c-garten', version: 2, inherited: true },
  },
};
const seewiesen: MyReferenceUnit = {
  ...testUnit('seewiesen', 'Gemeinde', 'by', 'Gemeinde Seewiesen'),
  land_name: 'Bayern',
  checks: {},
};

function replies(units: MyReferenceUnit[]) {
  return mockApi({
    'GET /api/csrf/': jsonResponse({ csrf_token: 't' }),
    'GET /api/users/me': jsonResponse(testUser({ level: 'Kommune', role: 'Standard', organisation_id: 'o1' })),
    'GET /api/reference-units/mine/': jsonResponse({ items: units, next_cursor: null }),
    'GET /api/faqs/private/': jsonResponse([]),
  });
}

describe('Embed-Links (/links)', () => {
  beforeAll(async () => {
    await import('./list-reference-unit-links.tsx');
  }, 30_000);

  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the landing page link and the recommended script code, and switches both to a check group', async () => {
    replies([lindenau]);
    const user = userEvent.setup();
    renderApp('/links');
    const unit = await screen.findByRole('region', { name: 'Markt Lindenau' });

    // Landing page first: link, embed.js snippet, and the plain iframe as the alternative
    const start = within(unit).getByLabelText('Startet mit');
    expect(
      within(start)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Startseite der Gemeinde', 'Carport / Garage', 'Gartenhaus']);
    expect(
      within(unit)
        .getByRole('link', { name: /\/home\/lindenau/ })
        .getAttribute('href'),
    ).toBe(`${origin}/home/lindenau`);
    const script = within(unit).getByLabelText('Empfohlen: Skript (passt die Höhe automatisch an)');
    expect((script as HTMLTextAreaElement).value).toBe(
      `<div data-baucheck data-gemeinde="lindenau"></div>\n<script src="${origin}/embed.js" async></script>`,
    );
    const iframe = within(unit).getByRole('textbox', { name: 'Alternativ: nur iframe (feste Höhe)', hidden: true });
    expect((iframe as HTMLTextAreaElement).value).toContain(`src="${origin}/embed/home/lindenau"`);

    // Gartenhaus: everything starts with that project type
    await user.selectOptions(start, 'Gartenhaus');
    const groupLink = `${origin}/quick-check/data-protection/lindenau?vorhaben=gartenhaus`;
    expect(
      within(unit)
        .getByRole('link', { name: new RegExp('/quick-check/data-protection/') })
        .getAttribute('href'),
    ).toBe(groupLink);
    expect((script as HTMLTextAreaElement).value).toBe(
      `<div data-baucheck data-gemeinde="lindenau" data-vorhaben="gartenhaus"></div>\n<script src="${origin}/embed.js" async></script>`,
    );
    await user.click(within(unit).getByText('Alternativ: nur iframe (feste Höhe)'));
    expect((iframe as HTMLTextAreaElement).value).toContain(
      `src="${origin}/embed/quick-check/data-protection/lindenau?vorhaben=gartenhaus"`,
    );
    expect((iframe as HTMLTextAreaElement).value).toContain(
      'title="BauCheck – Quick-Check für Markt Lindenau, Gartenhaus"',
    );

    // Copy buttons per variant, with their confirmations
    await user.click(within(unit).getByRole('button', { name: 'Skript-Code kopieren' }));
    expect(await within(unit).findByText('Skript-Code kopiert.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe((script as HTMLTextAreaElement).value);
    await user.click(within(unit).getByRole('button', { name: 'iframe-Code kopieren' }));
    expect(await within(unit).findByText('iframe-Code kopiert.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe((iframe as HTMLTextAreaElement).value);

    // The preview frames the chosen start
    await user.click(within(unit).getByRole('button', { name: 'Vorschau' }));
    const preview = await screen.findByRole('dialog', { name: 'Vorschau: Markt Lindenau, Gartenhaus' });
    expect(
      within(preview)
        .getByTitle(/Eingebetteter Quick-Check/)
        .getAttribute('src'),
    ).toBe(`${origin}/embed/quick-check/data-protection/lindenau?vorhaben=gartenhaus`);
  });

  it('pages through many units with the server and searches among them', async () => {
    // Prepare: a Land's 25 Gemeinden, 10 per page, and a search that the server answers
    const gemeinden: MyReferenceUnit[] = Array.from({ length: 25 }, (_, index) => ({
      ...testUnit(`g${index + 1}`, 'Gemeinde', 'by', `Gemeinde ${String(index + 1).padStart(2, '0')}`),
      land_name: 'Bayern',
      checks: {},
    }));
    const { calls } = mockApi({
      'GET /api/csrf/': jsonResponse({ csrf_token: 't' }),
      'GET /api/users/me': jsonResponse(testUser({ level: 'Land', role: 'Standard', organisation_id: 'o1' })),
      'GET /api/faqs/private/': jsonResponse([]),
      'GET /api/reference-units/mine/': ({ url }) => {
        const q = url.searchParams.get('q');
        if (q) return jsonResponse({ items: q === 'lind' ? [lindenau] : [], next_cursor: null });
        const start = Number(url.searchParams.get('cursor') ?? '0');
        const limit = Number(url.searchParams.get('limit'));
        const next = start + limit < gemeinden.length ? String(start + limit) : null;
        return jsonResponse({ items: gemeinden.slice(start, start + limit), next_cursor: next });
      },
    });
    const user = userEvent.setup();
    renderApp('/links');
    await screen.findByRole('region', { name: 'Gemeinde 01' });
    const names = () =>
      screen
        .getAllByRole('heading', { level: 2 })
        .flatMap((heading) => (heading.closest('section') ? [heading.textContent] : []));
    const pages = screen.getByRole('navigation', { name: 'Seiten der Bezugseinheiten' });

    // Act and assess: page 2 and 3 from the cursors, then back
    expect(within(pages).getByRole('button', { name: 'Vorherige Seite' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(within(pages).getByRole('button', { name: 'Nächste Seite' }));
    await screen.findByRole('region', { name: 'Gemeinde 11' });
    expect(names()).toHaveLength(10);
    await user.click(within(pages).getByRole('button', { name: 'Nächste Seite' }));
    await screen.findByRole('region', { name: 'Gemeinde 25' });
    expect(names()).toEqual(['Gemeinde 21', 'Gemeinde 22', 'Gemeinde 23', 'Gemeinde 24', 'Gemeinde 25']);
    expect(screen.getByText('Seite 3: 5 Bezugseinheiten').getAttribute('role')).toBe('status');
    expect(within(pages).getByRole('button', { name: 'Nächste Seite' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(within(pages).getByRole('button', { name: 'Vorherige Seite' }));
    await screen.findByRole('region', { name: 'Gemeinde 11' });
    expect(names()).toHaveLength(10);

    // The search asks the server (the page holds only some of the units)
    await user.type(screen.getByLabelText('Bezugseinheiten durchsuchen'), 'lind');
    await screen.findByRole('region', { name: 'Markt Lindenau' });
    expect(names()).toEqual(['Markt Lindenau']);
    expect(screen.queryByRole('navigation', { name: 'Seiten der Bezugseinheiten' })).toBeNull();
    expect(calls.filter((call) => call === 'GET /api/reference-units/mine/').length).toBeGreaterThanOrEqual(4);
  });

  it('offers no start choice to a unit without a published check', async () => {
    replies([seewiesen]);
    renderApp('/links');
    const unit = await screen.findByRole('region', { name: 'Gemeinde Seewiesen' });

    expect(within(unit).queryByLabelText('Startet mit')).toBeNull();
    expect(within(unit).getByText(/0 von 4 Check-Gruppen verfügbar/)).toBeTruthy();
    expect(
      (within(unit).getByLabelText('Empfohlen: Skript (passt die Höhe automatisch an)') as HTMLTextAreaElement).value,
    ).toContain('data-gemeinde="seewiesen"></div>');
  });
});
