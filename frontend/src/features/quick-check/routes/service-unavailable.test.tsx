import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockApi } from '../../../testing/mock-api.ts';
import { jsonResponse } from '../../../testing/render.tsx';
import { renderApp, testPublicUnit, testUnit } from '../../../testing/render-app.tsx';
import { residentPageTests } from '../../../testing/resident-pages.ts';
import { updateFlow } from '../utils/flow-store.ts';

/*
 * What a resident sees when the API answers 503 (a database or another service behind it is down) or
 * cannot be reached at all: what happened, in German, and a button to try again, from the first failed
 * attempt on (react-query keeps retrying in the background).
 */

const UNAVAILABLE_TEXT =
  'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in einigen Augenblicken erneut.';
const unavailable = () => errorResponse(503, UNAVAILABLE_TEXT, 'Service Unavailable');

describe('the resident pages while the API is unavailable', () => {
  residentPageTests();

  it('the home page says the service is unavailable, and "Erneut versuchen" loads the project types once it is back', async () => {
    // Prepare: the API answers 503 until it is back
    let back = false;
    const lindenau = testPublicUnit(testUnit('lindenau', 'Gemeinde', 'bayern', 'Lindenau'), 'Bayern');
    const available = [{ group: 'gartenhaus', available: false, reference_unit_ids: [] }];
    mockApi({
      'GET /api/reference-units/by-slug/lindenau/': () => (back ? jsonResponse(lindenau) : unavailable()),
      'GET /api/quick-checks/available_checks/': () => (back ? jsonResponse(available) : unavailable()),
    });
    const user = userEvent.setup();

    // Act
    renderApp('/home/lindenau');
    const alert = await screen.findByRole('alert');

    // Assess: told what happened, in German, with a way to try again
    expect(alert.textContent).toContain('Die Gemeinden und Vorhaben konnten gerade nicht geladen werden.');
    expect(alert.textContent).toContain(UNAVAILABLE_TEXT);

    // Act: the service is back; the resident tries again
    back = true;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));

    // Assess: the municipality and the project types are there, the notice is gone
    expect(await screen.findByText('Für Lindenau noch nicht verfügbar')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull());
  });

  it('the slides say the check could not be loaded when the network fails, and "Erneut versuchen" asks again', async () => {
    // Prepare: a resident in the middle of a check whose connection is gone
    updateFlow({ accepted: true, referenceUnitId: 'lindenau', group: 'gartenhaus' });
    const { calls } = mockApi({
      'GET /api/quick-checks/checks/lindenau/gartenhaus/': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();

    // Act
    renderApp('/quick-check/slides');

    // Assess
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Der Check konnte nicht geladen werden' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
    );
    const before = calls.length;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
    expect(calls.at(-1)).toBe('GET /api/quick-checks/checks/lindenau/gartenhaus/');
  });
});
