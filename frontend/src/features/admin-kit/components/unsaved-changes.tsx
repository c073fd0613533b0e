import { createContext, useCallback, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from './confirm-dialog.tsx';

type ReportDirty = (key: string, dirty: boolean) => void;

const UnsavedChangesContext = createContext<ReportDirty | null>(null);

/**
 * Guards a page against losing typed changes: while any form on it reports unsaved changes, leaving
 * the page in the app asks first (react-router's blocker, one per page) and closing or reloading the
 * tab triggers the browser's own question (beforeunload).
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback<ReportDirty>((key, dirty) => {
    setDirtyForms((current) => {
      if (current.has(key) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const dirty = dirtyForms.size > 0;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <UnsavedChangesContext value={report}>
      {children}
      <ConfirmDialog
        visible={blocker.state === 'blocked'}
        title="Ungespeicherte Änderungen"
        confirmLabel="Seite verlassen"
        cancelLabel="Weiter bearbeiten"
        danger
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        <p>
          Sie haben Änderungen, die noch nicht gespeichert sind. Wenn Sie die Seite jetzt verlassen, gehen sie verloren.
        </p>
      </ConfirmDialog>
    </UnsavedChangesContext>
  );
}

/** Reports whether this form has unsaved changes to the page's guard (no-op outside an AdminPage). */
export function useUnsavedChanges(dirty: boolean) {
  const report = useContext(UnsavedChangesContext);
  const key = useId();
  useEffect(() => {
    report?.(key, dirty);
  }, [report, key, dirty]);
  useEffect(() => () => report?.(key, false), [report, key]);
}
