import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api.ts';
import { jsonResponse } from '../../../testing/render.tsx';
import { renderApp, testPublicUnit, testSearchHit, testUnit } from '../../../testing/render-app.tsx';
import { residentPageTests } from '../../../testing/resident-pages.ts';
import { updateFlow } from '../utils/flow-store.ts';

const bayern = testUnit('bayern', 'Land', null, 'Bayern');
const badenWuerttemberg = testUnit('bw', 'Land', null, 'Baden-Württemberg');
const lindenau = testUnit('lindenau', 'Gemeinde', 'bayern', 'Markt Lindenau');
const muenchen = testUnit('muenchen', 'Gemeinde', 'bayern', 'München');

/** Bavaria has a garden-house check, Baden-Württemberg none. */
const perLand = jsonResponse([{ group: 'gartenhaus', available: true, reference_unit_ids: ['bayern'] }]);

describe('the municipality step', () => {
  residentPageTests();

  it('goes on with the Gemeinde the link names when "Weiter" is pressed before the unit has arrived', async () => {
    // Prepare: the unit of the link arrives only when the test lets it (a slow connection)
    updateFlow({ accepted: true });
    let deliverUnit: () => void = () => undefined;
    const unitArrived = new Promise<void>((resolve) => (deliverUnit = resolve));
    const { calls } = mockApi({
      'GET /api/reference-units/by-slug/lindenau/': async () => {
        await unitArrived;
        return jsonResponse(testPublicUnit(lindenau, 'Bayern'));
      },
      'GET /api/reference-units/search/': jsonResponse([testSearchHit(bayern, null)]),
      'GET /api/quick-checks/available_checks/': perLand,
      'GET /api/quick-checks/checks/lindenau/gartenhaus/': () => new Promise<Response>(() => undefined),
    });
    const user = userEvent.setup();
    renderApp('/quick-check/reference-unit/gartenhaus/lindenau');

    // Act
    await user.click(await screen.findByRole('button', { name: 'Weiter zu den Fragen' }));
    deliverUnit();

    // Assess: no request to choose what the link already chose; the check of Lindenau is fetched
    await waitFor(() => expect(calls).toContain('GET /api/quick-checks/checks/lindenau/gartenhaus/'));
    expect(screen.queryByText('Bitte wählen Sie Ihre Gemeinde oder Ihr Bundesland aus.')).toBeNull();
  });

  it('searches on the server as the resident types, announces the hits and keeps the Gemeinde of the link and the Länder', async () => {
    // Prepare
    updateFlow({ accepted: true });
    const searches: string[] = [];
    const { calls } = mockApi({
      'GET /api/reference-units/by-slug/lindenau/': jsonResponse(testPublicUnit(lindenau, 'Bayern')),
      'GET /api/reference-units/search/': ({ url }) => {
        searches.push(url.search);
        if (url.searchParams.get('kind') === 'Land')
          return jsonResponse([testSearchHit(badenWuerttemberg, null), testSearchHit(bayern, null)]);
        return jsonResponse(url.searchParams.get('q') === 'muenchen' ? [testSearchHit(muenchen, 'Bayern')] : []);
      },
      'GET /api/quick-checks/available_checks/': perLand,
    });
    const user = userEvent.setup();
    renderApp('/quick-check/reference-unit/gartenhaus/lindenau');
    expect(await screen.findByRole('radio', { name: /^Markt Lindenau/ })).toHaveProperty('checked', true);

    // Act: typed as someone without a German keyboard would
    await user.type(screen.getByRole('searchbox', { name: 'Gemeinde oder Bundesland suchen' }), 'muenchen');

    // Assess: one search for what was typed, not one per key; announced politely
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('1 Treffer.'));
    expect(searches.filter((search) => search.includes('q='))).toEqual(['?q=muenchen&limit=12']);
    const gemeinden = screen.getByRole('group', { name: 'Gemeinden' });
    expect(
      within(gemeinden)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Markt Lindenau DemoGemeinde in Bayern', 'München DemoGemeinde in Bayern']);
    expect(screen.getByRole('radio', { name: /^Markt Lindenau/ })).toHaveProperty('checked', true);
    // The Länder stay choosable; one without a check for the project type is not
    expect(screen.getByRole('radio', { name: /^Bayern/ })).toHaveProperty('disabled', false);
    expect(screen.getByRole('radio', { name: /^Baden-Württemberg/ })).toHaveProperty('disabled', true);
    // No list of all units
    expect(calls.filter((call) => call === 'GET /api/reference-units/')).toEqual([]);

    // Act: a search without a hit, sent at once with Enter
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'Gibtesnicht{Enter}');

    // Assess
    await waitFor(() =>
      expect(status.textContent).toBe(
        'Keine Gemeinde gefunden. Bitte prüfen Sie die Schreibweise oder wählen Sie unten Ihr Bundesland.',
      ),
    );
    expect(screen.getByRole('radio', { name: /^Markt Lindenau/ })).toHaveProperty('checked', true);
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it('asks for two characters before it searches', async () => {
    updateFlow({ accepted: true });
    const { calls } = mockApi({
      'GET /api/reference-units/search/': jsonResponse([testSearchHit(bayern, null)]),
      'GET /api/quick-checks/available_checks/': perLand,
    });
    const user = userEvent.setup();
    renderApp('/quick-check/reference-unit/gartenhaus');

    await user.type(await screen.findByRole('searchbox', { name: 'Gemeinde oder Bundesland suchen' }), 'm');

    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Bitte geben Sie mindestens 2 Zeichen ein.'),
    );
    expect(calls.filter((call) => call === 'GET /api/reference-units/search/')).toHaveLength(1);
  });
});
