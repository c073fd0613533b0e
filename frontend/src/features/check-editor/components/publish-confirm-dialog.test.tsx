import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import type { TestCaseChange } from '../utils/problems.ts';
import { PublishConfirmDialog } from './publish-confirm-dialog.tsx';

const change = (testCaseId: string, message: string): TestCaseChange => ({ testCaseId, message, current: null });

/** The check bar's part: the list of a refused publish, emptied after a successful one (without onHide). */
function Harness({ onConfirm, lists }: { onConfirm: () => void; lists: TestCaseChange[][] }) {
  const [index, setIndex] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setIndex((previous) => previous + 1)}>
        Nächste Liste
      </button>
      <PublishConfirmDialog changes={lists[index] ?? []} busy={false} onConfirm={onConfirm} onHide={() => undefined} />
    </>
  );
}

describe('the confirmation of changed test cases on publishing', () => {
  it('lists a later refused publish unticked, even for a case the author confirmed before', () => {
    const onConfirm = vi.fn();
    const first = [change('tc1', 'Prüffall „Gartenhaus“: Verfahrensfrei → Baugenehmigung erforderlich')];
    const second = [change('tc1', 'Prüffall „Gartenhaus“: Baugenehmigung erforderlich → Verfahrensfrei')];
    renderWithProviders(<Harness onConfirm={onConfirm} lists={[first, [], second]} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /Prüffall „Gartenhaus“/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen und veröffentlichen' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);

    // The publish succeeded: the dialog closes without onHide; the next publish lists the case again.
    fireEvent.click(screen.getByRole('button', { name: 'Nächste Liste', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Nächste Liste', hidden: true }));

    const box = screen.getByRole('checkbox', { name: /Baugenehmigung erforderlich → Verfahrensfrei/ });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen und veröffentlichen' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Bitte bestätigen Sie noch eine Änderung.')).toBeTruthy();
  });
});
