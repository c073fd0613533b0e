import { Dialog } from 'primereact/dialog';
import type { FormEvent, ReactNode } from 'react';

interface ActionDialogProps {
  visible: boolean;
  title: string;
  /** Label of the confirming button, e.g. "Zuordnen". */
  confirmLabel: string;
  /** Shown on the confirming button while the action runs, e.g. "Wird zugeordnet …". */
  busyLabel?: string;
  busy?: boolean;
  /** A destructive action gets the red button. */
  danger?: boolean;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onHide: () => void;
  children: ReactNode;
}

/**
 * A small modal form: its content, "Abbrechen" and one confirming button. Enter in a field confirms
 * (it is a form); Escape and "Abbrechen" close it; focus returns to where it was (PrimeReact).
 */
export function ActionDialog({
  visible,
  title,
  confirmLabel,
  busyLabel,
  busy = false,
  danger = false,
  confirmDisabled = false,
  onConfirm,
  onHide,
  children,
}: ActionDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && !confirmDisabled) onConfirm();
  };
  return (
    <Dialog
      visible={visible}
      onHide={() => {
        if (!busy) onHide();
      }}
      header={<h2 className="dialog-title">{title}</h2>}
      className="editor-dialog"
      modal
      draggable={false}
      resizable={false}
      blockScroll
    >
      <form onSubmit={submit} noValidate>
        <div className="editor-dialog__body">{children}</div>
        <div className="editor-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onHide} disabled={busy}>
            Abbrechen
          </button>
          <button
            type="submit"
            className={danger ? 'button button--danger' : 'button button--primary'}
            aria-disabled={busy || confirmDisabled}
          >
            {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
