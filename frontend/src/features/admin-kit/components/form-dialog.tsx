import { Dialog } from 'primereact/dialog';
import { useId, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { RequestAlert } from './request-alert.tsx';
import { useUnsavedChanges } from './unsaved-changes.tsx';

export interface FormDialogProps {
  visible: boolean;
  title: string;
  /** Closes the dialog; called directly when nothing changed, after "Verwerfen" otherwise. */
  onHide: () => void;
  /** True while the form holds changes that are not saved. */
  dirty: boolean;
  onSubmit: () => void;
  submitting: boolean;
  submitLabel?: string;
  /** The failed save, shown above the buttons (a 409 with the offer to reload). */
  error?: unknown;
  onReload?: () => void;
  /** Wider dialog for long forms (e.g. the FAQ entry with its editor). */
  size?: 'normal' | 'wide';
  children: ReactNode;
}

/**
 * A modal form. Unsaved changes are guarded three ways: closing the dialog (close button, Escape,
 * "Abbrechen") asks before discarding them, and while it is open with changes, leaving the page or
 * closing the tab asks as well (UnsavedChangesProvider of the page). The submit button sits in the
 * footer and submits the form through its `form` attribute, so Enter in a field submits too.
 */
export function FormDialog({
  visible,
  title,
  onHide,
  dirty,
  onSubmit,
  submitting,
  submitLabel = 'Speichern',
  error,
  onReload,
  size = 'normal',
  children,
}: FormDialogProps) {
  const formId = useId();
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  useUnsavedChanges(visible && dirty);

  const requestClose = () => {
    if (submitting) return;
    if (dirty) setConfirmingDiscard(true);
    else onHide();
  };

  return (
    <>
      <Dialog
        visible={visible}
        onHide={requestClose}
        header={<h2 className="dialog-title">{title}</h2>}
        className={`admin-dialog admin-dialog--${size}`}
        modal
        draggable={false}
        resizable={false}
        blockScroll
        pt={{ root: { 'aria-describedby': undefined } }}
        footer={
          <div className="admin-dialog__footer">
            <button type="button" className="button button--secondary" onClick={requestClose}>
              Abbrechen
            </button>
            <button type="submit" form={formId} className="button button--primary" aria-disabled={submitting}>
              {submitting ? 'Wird gespeichert …' : submitLabel}
            </button>
          </div>
        }
      >
        <form
          id={formId}
          className="admin-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!submitting) onSubmit();
          }}
        >
          {children}
          <RequestAlert error={error} onReload={onReload} />
        </form>
      </Dialog>
      <ConfirmDialog
        visible={confirmingDiscard}
        title="Änderungen verwerfen?"
        confirmLabel="Verwerfen"
        cancelLabel="Weiter bearbeiten"
        danger
        onConfirm={() => {
          setConfirmingDiscard(false);
          onHide();
        }}
        onCancel={() => setConfirmingDiscard(false)}
      >
        <p>Ihre Änderungen in „{title}“ sind noch nicht gespeichert.</p>
      </ConfirmDialog>
    </>
  );
}
