import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

const dialog = (props: { busy?: boolean; onCancel: () => void; onConfirm?: () => void }) => (
  <ConfirmDialog
    visible
    title="Account deaktivieren?"
    confirmLabel="Account deaktivieren"
    danger
    busy={props.busy}
    onConfirm={props.onConfirm ?? (() => undefined)}
    onCancel={props.onCancel}
  >
    <p>Die Person kann sich dann nicht mehr anmelden.</p>
  </ConfirmDialog>
);

describe('ConfirmDialog', () => {
  afterEach(cleanup);

  it('starts on "Abbrechen" and cancels with Escape, without confirming', async () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(dialog({ onCancel, onConfirm }));
    const question = await screen.findByRole('alertdialog', { name: 'Account deaktivieren?' });
    const description = document.getElementById(question.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Die Person kann sich dann nicht mehr anmelden.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Abbrechen' }));

    await userEvent.keyboard('{Escape}');

    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('ignores Escape while the confirmed action runs', async () => {
    // The dialog opens idle; confirming makes it busy until the action has run.
    const onCancel = vi.fn();
    const { rerender } = render(dialog({ onCancel }));
    await screen.findByRole('alertdialog');
    rerender(dialog({ busy: true, onCancel }));
    screen.getByRole('button', { name: 'Account deaktivieren' }).focus();

    await userEvent.keyboard('{Escape}');

    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});
