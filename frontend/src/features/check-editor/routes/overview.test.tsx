import type { Check } from '@baucheck/shared/checks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, mockApi } from '../../../testing/mock-api.ts';
import { jsonResponse } from '../../../testing/render.tsx';
import { renderApp, testUnit, testUser } from '../../../testing/render-app.tsx';

const units = [testUnit('by', 'Land', null, 'Bayern'), testUnit('lindenau', 'Gemeinde', 'by', 'Markt Lindenau')];
const standard: Check = {
  id: 'c1',
  group: 'gartenhaus',
  type: 'Standard',
  title: 'Gartenhaus (Bayern)',
  land_id: 'by',
  owner_unit_id: null,
  source_check_id: null,
  legal_basis: 'Art. 57 BayBO',
  as_of: '2026-03-01',
  latest_version: 2,
  published_at: '2026-03-02T10:00:00Z',
  content_revision: 7,
  land_associated: true,
  associated_gemeinden: 0,
  deleted_at: null,
  updated_at: '2026-03-01T00:00:00Z',
  version: 4,
};
const copy: Check = {
  ...standard,
  id: 'c2',
  type: 'Individuell',
  title: 'Gartenhaus – Markt Lindenau',
  owner_unit_id: 'lindenau',
  source_check_id: 'c1',
  latest_version: 0,
  published_at: null,
  land_associated: false,
};
const page = (items: Check[], next_cursor: string | null = null) => jsonResponse({ items, next_cursor });
/** The server's comparison of Bayern's check, version 2 with the draft. */
const comparison = (changes: Array<{ kind: string; text: string }>) =>
  jsonResponse({
    check_id: 'c1',
    from: { version: 2, title: standard.title, published_at: '2026-03-02T10:00:00Z' },
    to: { version: 'draft', title: standard.title, published_at: null },
    changes: changes.map((change) => ({
      ...change,
      slide: null,
      answer: null,
      outcome: null,
      field: null,
      before: null,
      after: null,
    })),
  });

function replies(level: 'Land' | 'Kommune', extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/csrf/': jsonResponse({ csrf_token: 't' }),
    'GET /api/users/me': jsonResponse(testUser({ level, role: 'Standard', organisation_id: 'o1' })),
    // Land staff work for their Land and its Gemeinden, Kommune staff for their own Gemeinde: a page of them
    'GET /api/reference-units/mine/': jsonResponse({
      items: (level === 'Land' ? units : units.filter((candidate) => candidate.kind === 'Gemeinde')).map(
        (candidate) => ({ ...candidate, land_name: candidate.parent_id ? 'Bayern' : null, checks: {} }),
      ),
      next_cursor: null,
    }),
    // Units a check names are read by id (the editor never loads every unit)
    'GET /api/reference-units/mine/by-ids/': ({ url }) =>
      jsonResponse(units.filter((candidate) => url.searchParams.get('ids')?.split(',').includes(candidate.id))),
    'GET /api/checks/gartenhaus/': page([standard, copy]),
    ...extra,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the check overview', () => {
  it('opens from the drawer link and offers Kommune staff only the overview and the content tab', async () => {
    replies('Kommune');
    const { location } = renderApp('/checks/gartenhaus/false');

    await screen.findByRole('heading', { level: 1, name: 'Checks: Gartenhaus' });
    await waitFor(() => expect(location()?.pathname).toBe('/checks/gartenhaus/false/overview'));
    const tabs = screen.getByRole('navigation', { name: 'Bereiche des Check-Editors' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Übersicht', 'Inhalte']);
    expect(within(tabs).getByRole('link', { name: 'Übersicht' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('button', { name: 'Neuer Check' })).toBeNull();
    const row = (await screen.findByText('Gartenhaus (Bayern)')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Version 2').textContent).toBe('Version 2 vom 02.03.2026');
    // The Land's check is edited by the Land: Kommune staff go to its content (local values)
    expect(within(row).getByRole('link', { name: '„Gartenhaus (Bayern)“ bearbeiten' }).getAttribute('href')).toBe(
      '/checks/gartenhaus/false/content?check=c1',
    );
  });

  it('lists the problems when publishing from the overview is refused', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const { calls } = replies('Land', {
      'GET /api/checks/c1/compare/': comparison([
        { kind: 'legal_basis_changed', text: 'Die Rechtsgrundlage ist jetzt „Art. 57 Abs. 1 BayBO“.' },
      ]),
      'PATCH /api/checks/c1/publish/': errorResponse(422, [
        {
          loc: ['draft', 'slides', 'c1.s1'],
          msg: 'Das Kapitel auf Folie 1 „Baurecht“ hat noch keine Ergebnisse.',
          type: 'chapter_without_outcomes',
        },
        { loc: ['draft'], msg: 'Der Check hat keine Endergebnis-Folie.', type: 'no_final_slide' },
      ]),
    });
    renderApp('/checks/gartenhaus/false/overview');

    await user.click(await screen.findByRole('button', { name: 'Weitere Aktionen für „Gartenhaus (Bayern)“' }));
    // jsdom cannot lay out PrimeReact's overlay, which therefore stays display: none here.
    await user.click(
      await screen.findByRole('menuitem', { name: 'Veröffentlichen …', hidden: true }, { timeout: 10_000 }),
    );
    // First the confirmation: whom the new version reaches, what changed since version 2
    const confirm = await screen.findByRole('dialog', { name: 'Check veröffentlichen' });
    await within(confirm).findByText('1 Änderung seit Version 2:');
    expect(within(confirm).getByText('Die Rechtsgrundlage ist jetzt „Art. 57 Abs. 1 BayBO“.')).toBeTruthy();
    expect(
      within(confirm).getByText(
        'Die neue Version gilt sofort für Bayern und jede seiner Gemeinden ohne eigenen Check dieser Gruppe.',
      ),
    ).toBeTruthy();
    expect(calls).not.toContain('PATCH /api/checks/c1/publish/');
    await user.click(within(confirm).getByRole('button', { name: 'Version 3 veröffentlichen' }));

    const dialog = await screen.findByRole('dialog', { name: 'Veröffentlichung nicht möglich' }, { timeout: 10_000 });
    expect(
      within(dialog)
        .getByRole('link', { name: /Folie 1 „Baurecht“ hat noch keine Ergebnisse/ })
        .getAttribute('href'),
    ).toBe('/checks/gartenhaus/false/process?check=c1&slide=c1.s1');
    expect(within(dialog).getByText('Der Check hat keine Endergebnis-Folie.')).toBeTruthy();
    expect(calls).toContain('PATCH /api/checks/c1/publish/');
    expect(screen.getByRole('button', { name: 'Neuer Check' })).toBeTruthy();
  });

  it('does not publish a draft that is unchanged since its newest version', { timeout: 20_000 }, async () => {
    // Prepare: the draft is what version 2 published
    const user = userEvent.setup();
    const { calls } = replies('Land', { 'GET /api/checks/c1/compare/': comparison([]) });
    renderApp('/checks/gartenhaus/false/overview');

    // Act
    await user.click(await screen.findByRole('button', { name: 'Weitere Aktionen für „Gartenhaus (Bayern)“' }));
    await user.click(
      await screen.findByRole('menuitem', { name: 'Veröffentlichen …', hidden: true }, { timeout: 10_000 }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Check veröffentlichen' });
    await within(confirm).findByText(
      'Der Entwurf ist seit Version 2 unverändert. Es gibt nichts Neues zu veröffentlichen.',
    );
    const button = within(confirm).getByRole('button', { name: 'Version 3 veröffentlichen' });
    await user.click(button);

    // Assess
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(calls).not.toContain('PATCH /api/checks/c1/publish/');
  });

  it('names units by id and finds the Gemeinde to associate with the server search', { timeout: 20_000 }, async () => {
    // Prepare: a copy of a Gemeinde that is not among the Land's first units
    const fernau = testUnit('fernau', 'Gemeinde', 'by', 'Gemeinde Fernau');
    const fernauCopy: Check = { ...copy, id: 'c3', title: 'Gartenhaus – Fernau', owner_unit_id: 'fernau' };
    const user = userEvent.setup();
    const asMine = (unit: typeof fernau) => ({ ...unit, land_name: unit.parent_id ? 'Bayern' : null, checks: {} });
    const { calls } = replies('Land', {
      'GET /api/checks/gartenhaus/': page([standard, fernauCopy]),
      'GET /api/reference-units/mine/': ({ url }) =>
        jsonResponse({
          items: (url.searchParams.get('q') === 'fern' ? [fernau] : units).map(asMine),
          next_cursor: url.searchParams.get('q') ? null : 'weiter',
        }),
      'GET /api/reference-units/mine/by-ids/': ({ url }) =>
        jsonResponse([...units, fernau].filter((unit) => url.searchParams.get('ids')?.split(',').includes(unit.id))),
      'POST /api/checks/c1/fernau/associate/': jsonResponse({ ...standard, associated_gemeinden: 1 }),
    });
    renderApp('/checks/gartenhaus/false/overview');

    // Assess: the copy's Gemeinde is named, read by id
    await screen.findByText('Gartenhaus – Fernau');
    await screen.findByText('für Gemeinde Fernau');
    expect(calls).not.toContain('GET /api/reference-units/');

    // Act: associate the Land's check with Fernau, found by the search
    await user.click(screen.getByRole('button', { name: 'Weitere Aktionen für „Gartenhaus (Bayern)“' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Zuordnen …', hidden: true }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Check zuordnen' });
    await user.type(within(dialog).getByLabelText('Suche nach Name, PLZ oder AGS'), 'fern');
    await within(dialog).findByText('1 Treffer – bitte in der Liste „Bezugseinheit“ wählen.');
    await user.selectOptions(within(dialog).getByLabelText('Bezugseinheit'), 'Gemeinde Fernau');
    await user.click(within(dialog).getByRole('button', { name: 'Zuordnen' }));

    // Assess
    await waitFor(() => expect(calls).toContain('POST /api/checks/c1/fernau/associate/'));
    await screen.findByText('Gemeinde Fernau verwendet jetzt „Gartenhaus (Bayern)“.');
  });

  it('pages through the list and searches it on the server', { timeout: 20_000 }, async () => {
    // Prepare: a Land's list longer than a page; the server answers the search and the second page
    const user = userEvent.setup();
    const second: Check = { ...copy, id: 'c9', title: 'Gartenhaus – Zell', owner_unit_id: 'lindenau' };
    const searches: string[] = [];
    replies('Land', {
      'GET /api/checks/gartenhaus/': ({ url }) => {
        const query = url.searchParams;
        searches.push(query.get('q') ?? '');
        if (query.get('q') === 'zell') return page([second]);
        return query.get('cursor') === 'seite-2' ? page([second]) : page([standard, copy], 'seite-2');
      },
    });
    renderApp('/checks/gartenhaus/false/overview');

    // Act: the next page
    await screen.findByText('Gartenhaus – Markt Lindenau');
    const pager = screen.getByRole('navigation', { name: 'Seiten der Checks' });
    await user.click(within(pager).getByRole('button', { name: 'Nächste Seite' }));

    // Assess: the second page replaces the first
    await screen.findByText('Gartenhaus – Zell');
    expect(screen.queryByText('Gartenhaus (Bayern)')).toBeNull();
    expect(within(pager).getByRole('status').textContent).toBe('Seite 2');

    // Act: a search starts again at its first page, asked of the server
    await user.type(screen.getByLabelText('Checks durchsuchen'), 'zell');

    // Assess: the word is asked once, when typing pauses, not letter by letter
    await waitFor(() => expect(searches).toContain('zell'));
    expect(searches.filter((q) => q !== '')).toEqual(['zell']);
    expect(screen.queryByRole('navigation', { name: 'Seiten der Checks' })).toBeNull();
    expect(screen.getByText('Gartenhaus – Zell')).toBeTruthy();
  });

  it(
    'lets the chooser of the process tab page and search a long list without opening a check by itself',
    { timeout: 20_000 },
    async () => {
      // Prepare: two pages of the group's checks; a search finds one
      const user = userEvent.setup();
      const other: Check = { ...standard, id: 'c8', title: 'Gartenhaus (Bayern) alt' };
      replies('Land', {
        'GET /api/checks/gartenhaus/': ({ url }) => {
          const query = url.searchParams;
          if (query.get('q') === 'alt') return page([other]);
          return query.get('cursor') === 'seite-2' ? page([]) : page([standard], 'seite-2');
        },
      });
      const { location } = renderApp('/checks/gartenhaus/false/process');

      // Assess: one check to edit on page 1, but more pages: the chooser stays and offers a search
      await screen.findByRole('heading', { name: 'Welchen Check möchten Sie bearbeiten?' });
      expect(screen.getByRole('link', { name: 'Gartenhaus (Bayern)' })).toBeTruthy();

      // Act: the next page, which the server found empty
      await user.click(screen.getByRole('button', { name: 'Nächste Seite' }));

      // Assess
      await screen.findByText(/Keine weiteren Checks\./);

      // Act: a search finding exactly one check
      await user.type(screen.getByLabelText('Checks durchsuchen'), 'alt');

      // Assess: it is listed, not opened, and the field keeps the focus
      await screen.findByRole('link', { name: 'Gartenhaus (Bayern) alt' });
      expect(document.activeElement).toBe(screen.getByLabelText('Checks durchsuchen'));
      expect(location()?.search).toBe('');

      // Act: clear the search, whose one page of hits had no further page
      await user.clear(screen.getByLabelText('Checks durchsuchen'));

      // Assess: the whole list is back, the field is still there and keeps the focus
      await screen.findByRole('link', { name: 'Gartenhaus (Bayern)' });
      expect(document.activeElement).toBe(screen.getByLabelText('Checks durchsuchen'));
    },
  );

  it('preselects no unit for removing an association, so that the Land is never removed by one click', async () => {
    // Prepare: Bayern's check, used by the Land
    const user = userEvent.setup();
    const { calls } = replies('Land');
    renderApp('/checks/gartenhaus/false/overview');

    // Act: open "Zuordnung aufheben …" and confirm at once
    await user.click(await screen.findByRole('button', { name: 'Weitere Aktionen für „Gartenhaus (Bayern)“' }));
    await user.click(
      await screen.findByRole('menuitem', { name: 'Zuordnung aufheben …', hidden: true }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Zuordnung aufheben' });
    const confirm = within(dialog).getByRole('button', { name: 'Zuordnung aufheben' });
    await user.click(confirm);

    // Assess: nothing chosen, nothing sent; the Land is offered to choose
    const select = within(dialog).getByLabelText<HTMLSelectElement>('Bezugseinheit');
    expect(select.value).toBe('');
    expect(within(select).getByRole('option', { name: 'Bayern (Land)' })).toBeTruthy();
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    expect(calls.some((call) => call.includes('/disassociate/'))).toBe(false);
  });

  it(
    'finds the Gemeinden that use a check among its own units when removing an association',
    { timeout: 20_000 },
    async () => {
      // Prepare: Bayern's check, used by the Land and two Gemeinden that are not among the Land's first units
      const user = userEvent.setup();
      const used = { check_id: 'c1', inherited: false, version: 2 };
      const using = [
        { ...testUnit('by', 'Land', null, 'Bayern'), land_name: null, checks: { gartenhaus: used } },
        { ...testUnit('zell', 'Gemeinde', 'by', 'Markt Zell'), land_name: 'Bayern', checks: { gartenhaus: used } },
        { ...testUnit('au', 'Gemeinde', 'by', 'Au'), land_name: 'Bayern', checks: { gartenhaus: used } },
      ];
      const asked: string[] = [];
      const { calls } = replies('Land', {
        'GET /api/checks/gartenhaus/': page([{ ...standard, associated_gemeinden: 2 }]),
        'GET /api/reference-units/mine/': ({ url }) => {
          const checkId = url.searchParams.get('check_id');
          const q = url.searchParams.get('q');
          if (checkId) asked.push(`${checkId} ${q ?? ''}`);
          // Without a check: the user's own units (the Land), which say that the user works for all of it
          if (checkId !== 'c1') return jsonResponse({ items: using.slice(0, 1), next_cursor: null });
          return jsonResponse({ items: q === 'zel' ? [using[1]] : using, next_cursor: null });
        },
        'DELETE /api/checks/c1/zell/disassociate/': jsonResponse({ ...standard, associated_gemeinden: 1 }),
      });
      renderApp('/checks/gartenhaus/false/overview');

      // Act: search the check's units and remove Zell's association
      await user.click(await screen.findByRole('button', { name: 'Weitere Aktionen für „Gartenhaus (Bayern)“' }));
      await user.click(
        await screen.findByRole('menuitem', { name: 'Zuordnung aufheben …', hidden: true }, { timeout: 10_000 }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Zuordnung aufheben' });
      const select = within(dialog).getByLabelText<HTMLSelectElement>('Bezugseinheit');
      await within(select).findByRole('option', { name: 'Au' });
      await user.type(within(dialog).getByLabelText('Suche nach Name, PLZ oder AGS'), 'zel');
      await within(dialog).findByText('1 Treffer – bitte in der Liste „Bezugseinheit“ wählen.');
      await user.selectOptions(select, 'Markt Zell');
      await user.click(within(dialog).getByRole('button', { name: 'Zuordnung aufheben' }));

      // Assess: the units came from the check's list of them
      await waitFor(() => expect(calls).toContain('DELETE /api/checks/c1/zell/disassociate/'));
      expect([...new Set(asked)]).toEqual(['c1 ', 'c1 zel']);
    },
  );
});
