import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api.ts';
import { jsonResponse } from '../../../testing/render.tsx';
import { renderApp, testUnit } from '../../../testing/render-app.tsx';
import { residentPageTests } from '../../../testing/resident-pages.ts';
import { updateFlow } from '../utils/flow-store.ts';

describe('the municipality step', () => {
  residentPageTests();

  it('goes on with the Gemeinde the link names when "Weiter" is pressed before the list has arrived', async () => {
    // Prepare: the list of municipalities arrives only when the test lets it (a slow connection)
    updateFlow({ accepted: true });
    let deliverUnits: () => void = () => undefined;
    const unitsArrived = new Promise<void>((resolve) => (deliverUnits = resolve));
    const units = [testUnit('bayern', 'Land', null, 'Bayern'), testUnit('lindenau', 'Gemeinde', 'bayern', 'Lindenau')];
    const { calls } = mockApi({
      'GET /api/reference-units/': async () => {
        await unitsArrived;
        return jsonResponse(units);
      },
      'GET /api/quick-checks/available_checks/': jsonResponse([
        { group: 'gartenhaus', available: true, reference_unit_ids: ['lindenau'] },
      ]),
      'GET /api/quick-checks/checks/lindenau/gartenhaus/': () => new Promise<Response>(() => undefined),
    });
    const user = userEvent.setup();
    renderApp('/quick-check/reference-unit/gartenhaus/lindenau');

    // Act
    await user.click(await screen.findByRole('button', { name: 'Weiter zu den Fragen' }));
    deliverUnits();

    // Assess: no request to choose what the link already chose; the check of Lindenau is fetched
    await waitFor(() => expect(calls).toContain('GET /api/quick-checks/checks/lindenau/gartenhaus/'));
    expect(screen.queryByText('Bitte wählen Sie Ihre Gemeinde oder Ihr Bundesland aus.')).toBeNull();
  });
});
