import type { ReactNode } from 'react';

interface FormActionsProps {
  /** Whether the form holds unsaved input: only then can it be saved or discarded. */
  dirty: boolean;
  saving: boolean;
  /** E.g. "Folie speichern". */
  saveLabel: string;
  onDiscard: () => void;
  /** A live status beside the buttons, e.g. "Nicht gespeichert" (left out: no status line). */
  status?: string;
  /** Further buttons after these, e.g. "Ergebnis löschen". */
  children?: ReactNode;
}

/**
 * Save and discard under an editor form. The save button is `aria-disabled` rather than disabled, so
 * it stays in the tab order and screen readers still find it; the form ignores the submit meanwhile.
 */
export function FormActions({ dirty, saving, saveLabel, onDiscard, status, children }: FormActionsProps) {
  return (
    <div className="slide-form__actions">
      <button type="submit" className="button button--primary button--small" aria-disabled={!dirty || saving}>
        {saving ? 'Wird gespeichert …' : saveLabel}
      </button>
      {dirty && (
        <button type="button" className="button button--secondary button--small" onClick={onDiscard}>
          Änderungen verwerfen
        </button>
      )}
      {status !== undefined && (
        <span className="slide-form__state" role="status">
          {status}
        </span>
      )}
      {children}
    </div>
  );
}
