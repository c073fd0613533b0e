import { Dialog } from 'primereact/dialog';

interface EmbedPreviewDialogProps {
  /** What the preview shows; null closes the dialog. */
  target: { name: string; url: string } | null;
  onHide: () => void;
}

/** The embedded quick check as a municipality's website would show it. */
export function EmbedPreviewDialog({ target, onHide }: EmbedPreviewDialogProps) {
  return (
    <Dialog
      visible={target !== null}
      onHide={onHide}
      header={<h2 className="dialog-title">Vorschau: {target?.name}</h2>}
      className="admin-dialog admin-dialog--wide embed-preview"
      modal
      dismissableMask
      draggable={false}
      resizable={false}
      blockScroll
      pt={{ root: { 'aria-describedby': undefined } }}
    >
      <p className="admin-field__hint">So erscheint der Quick-Check eingebettet auf Ihrer Website.</p>
      {target && (
        <iframe
          className="embed-preview__frame"
          src={target.url}
          title={`Eingebetteter Quick-Check für ${target.name}`}
        />
      )}
    </Dialog>
  );
}
