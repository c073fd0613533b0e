import { useEffect, useState } from 'react';
import { ActionDialog } from './action-dialog.tsx';
import { useCheckEditor } from './editor-context.tsx';
import { useOpenItems } from './use-open-items.ts';

/**
 * The open slides of an editor list (Ablauf, Inhalte). A `?slide=` opens its slide and brings the
 * toggle into view with the focus; closing a slide with unsaved input asks first, in the dialog
 * that `DiscardSlideDialog {...closeDialog}` renders.
 */
export function useSlidePanels(slideParam: string | null, toggleIdOf: (slideId: string) => string) {
  const { dirty } = useCheckEditor();
  const items = useOpenItems(slideParam);
  const [confirmClose, setConfirmClose] = useState<string | null>(null);

  // A problem link or a new slide opens a slide: bring it into view and put the focus on it.
  useEffect(() => {
    if (!items.focusId) return;
    const toggle = document.getElementById(toggleIdOf(items.focusId));
    toggle?.scrollIntoView({ block: 'nearest' });
    toggle?.focus({ preventScroll: true });
  }, [items.focusId, toggleIdOf]);

  const toggle = (slideId: string) => {
    if (!items.isOpen(slideId)) items.open(slideId);
    else if (dirty.isDirty(`slide:${slideId}`)) setConfirmClose(slideId);
    else items.close(slideId);
  };

  return {
    ...items,
    toggle,
    closeDialog: {
      visible: confirmClose !== null,
      onHide: () => setConfirmClose(null),
      onConfirm: () => {
        if (confirmClose) items.close(confirmClose);
        setConfirmClose(null);
      },
    },
  };
}

/** Asks before closing a slide whose changes are not saved. */
export function DiscardSlideDialog(props: { visible: boolean; onHide: () => void; onConfirm: () => void }) {
  return (
    <ActionDialog {...props} danger title="Ungespeicherte Änderungen" confirmLabel="Verwerfen und schließen">
      <p>Diese Folie hat Änderungen, die noch nicht gespeichert sind. Wenn Sie sie schließen, gehen sie verloren.</p>
    </ActionDialog>
  );
}
