import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { FlowNotice } from './flow-notice.tsx';

const NOTICE = 'Ihr Ergebnis wurde mit der aktuellen Version des Checks und Ihren Antworten neu berechnet.';

/** A step with the notice, and another step to go on to. */
function renderAt(entry: InitialEntry) {
  const router = createMemoryRouter(
    [
      { path: '/ergebnis', element: <FlowNotice /> },
      { path: '/weiter', element: <p>Weiter</p> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

const shown = () => screen.queryByText(NOTICE, { selector: '.qc-flow-notice' });

describe('FlowNotice', () => {
  it('shows the message it was navigated with once: not again after a reload or going back', async () => {
    // Act: the step is opened with the notice (and other state of the step)
    const router = renderAt({ pathname: '/ergebnis', search: '?folie=a', state: { notice: NOTICE, from: 'b' } });

    // Assess: shown; the history entry keeps its address and other state, but no longer the notice
    expect(shown()).not.toBeNull();
    await screen.findByText(NOTICE, { selector: '[role="status"]' });
    expect(router.state.location).toMatchObject({ pathname: '/ergebnis', search: '?folie=a', state: { from: 'b' } });
    expect(shown()).not.toBeNull();

    // Act: on and back again
    await act(() => router.navigate('/weiter'));
    await act(() => router.navigate(-1));

    // Assess: back at the step, without the notice
    expect(router.state.location.pathname).toBe('/ergebnis');
    expect(shown()).toBeNull();

    // Act: "reload": the same history entry opened anew
    const { pathname, search, state } = router.state.location;
    cleanup();
    renderAt({ pathname, search, state });

    // Assess
    expect(shown()).toBeNull();
  });

  it('shows nothing without a message', () => {
    renderAt('/ergebnis');
    expect(document.querySelector('.qc-flow-notice')).toBeNull();
  });
});
