import { Dialog } from 'primereact/dialog';
import { ExclamationTriangleIcon } from 'primereact/icons/exclamationtriangle';
import { useId, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  visible: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Styles the confirm button as destructive (delete, discard). */
  danger?: boolean;
  /** While the confirmed action runs: the buttons are disabled and the dialog stays open. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A yes/no question before something that cannot be undone. Focus starts on the harmless choice
 * (cancel), Escape cancels, and the question is the dialog's description for screen readers.
 */
export function ConfirmDialog({
  visible,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Abbrechen',
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Dialog
      visible={visible}
      onHide={() => {
        if (!busy) onCancel();
      }}
      header={<h2 className="dialog-title">{title}</h2>}
      className="admin-dialog admin-dialog--confirm"
      modal
      draggable={false}
      resizable={false}
      closable={false}
      blockScroll
      pt={{
        root: {
          'aria-describedby': messageId,
          role: 'alertdialog',
          // PrimeReact closes on Escape only when the dialog shows its close icon, which a question
          // that must be answered does not: Escape is the keyboard's "Abbrechen".
          onKeyDown: (event) => {
            if (event.key !== 'Escape' || busy) return;
            event.stopPropagation();
            onCancel();
          },
        },
      }}
      footer={
        <div className="admin-dialog__footer">
          <button type="button" className="button button--secondary" autoFocus disabled={busy} onClick={onCancel}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={danger ? 'button button--danger' : 'button button--primary'}
            aria-disabled={busy}
            onClick={busy ? undefined : onConfirm}
          >
            {confirmLabel}
          </button>
        </div>
      }
    >
      <div id={messageId} className="admin-confirm">
        {danger && <ExclamationTriangleIcon className="admin-confirm__icon" aria-hidden="true" />}
        <div>{children}</div>
      </div>
    </Dialog>
  );
}
