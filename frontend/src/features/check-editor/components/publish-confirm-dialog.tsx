import { useId, useState } from 'react';
import type { TestCaseChange } from '../utils/problems.ts';
import { ActionDialog } from './action-dialog.tsx';

interface PublishConfirmDialogProps {
  /** The changed test cases the server listed; the dialog is open while there are any. */
  changes: TestCaseChange[];
  busy: boolean;
  onConfirm: () => void;
  onHide: () => void;
}

/**
 * Publishing with changed test cases: each change is listed in German and must be confirmed on its
 * own (its new result then becomes the expected one) before "Bestätigen und veröffentlichen" publishes.
 */
export function PublishConfirmDialog({ changes, busy, onConfirm, onHide }: PublishConfirmDialogProps) {
  const hintId = useId();
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set());
  const [tried, setTried] = useState(false);
  // A new list of changes (another refused publish) starts unticked: after a successful publish the
  // dialog closes without onHide, and an earlier tick must never confirm a change the author has not seen.
  const [listed, setListed] = useState(changes);
  if (listed !== changes) {
    setListed(changes);
    setConfirmed(new Set());
    setTried(false);
  }
  const open = new Set(changes.map((change) => change.testCaseId));
  const allConfirmed = changes.every((change) => confirmed.has(change.testCaseId));
  const missing = changes.filter((change) => !confirmed.has(change.testCaseId)).length;

  const toggle = (id: string, checked: boolean) =>
    setConfirmed((previous) => {
      const next = new Set([...previous].filter((candidate) => open.has(candidate)));
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <ActionDialog
      visible={changes.length > 0}
      title="Geänderte Prüffälle bestätigen"
      confirmLabel="Bestätigen und veröffentlichen"
      busyLabel="Wird veröffentlicht …"
      busy={busy}
      onHide={() => {
        setConfirmed(new Set());
        setTried(false);
        onHide();
      }}
      onConfirm={() => {
        setTried(true);
        if (allConfirmed) onConfirm();
      }}
    >
      <p id={hintId}>
        Mit diesem Entwurf ergeben {changes.length === 1 ? 'ein Prüffall' : `${changes.length} Prüffälle`} ein anderes
        Ergebnis als bisher. Bitte prüfen und bestätigen Sie jede Änderung; das neue Ergebnis wird dann zum erwarteten.
      </p>
      <fieldset className="publish-confirm" aria-describedby={hintId}>
        <legend className="sr-only">Änderungen bestätigen</legend>
        <ul className="publish-confirm__list">
          {changes.map((change) => (
            <li key={change.testCaseId}>
              <label className="publish-confirm__item">
                <input
                  type="checkbox"
                  checked={confirmed.has(change.testCaseId)}
                  onChange={(event) => toggle(change.testCaseId, event.target.checked)}
                />
                <span>{change.message}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <p role="status" className={tried && missing > 0 ? 'editor-field__error' : 'sr-only'}>
        {tried && missing > 0
          ? `Bitte bestätigen Sie ${missing === 1 ? 'noch eine Änderung' : `noch ${missing} Änderungen`}.`
          : ''}
      </p>
    </ActionDialog>
  );
}
