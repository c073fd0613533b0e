import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { residentPageTests } from '../../../testing/resident-pages.ts';

describe('the landing page of a Gemeinde', () => {
  residentPageTests();

  it('starts the check with that Gemeinde even before the Gemeinde has arrived', async () => {
    // Prepare: the unit never arrives during the test (a slow connection)
    mockApi({
      'GET /api/reference-units/by-slug/lindenau/': () => new Promise<Response>(() => undefined),
      'GET /api/quick-checks/available_checks/': () => new Promise<Response>(() => undefined),
    });

    // Act
    renderApp('/home/lindenau');

    // Assess
    const start = await screen.findByRole('link', { name: 'Quick-Check starten' });
    expect(start.getAttribute('href')).toContain('/lindenau');
  });
});
