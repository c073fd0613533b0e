import { ConfirmDialog } from 'primereact/confirmdialog';
import { createContext, useContext, useEffect, useId, useSyncExternalStore } from 'react';
import { useBlocker } from 'react-router-dom';
import { useCheckEditor } from './editor-context.tsx';

/**
 * Which forms of the editor hold unsaved input. A plain store (not React state), so a form can
 * report from its effect without re-rendering the whole editor.
 */
export interface DirtyStore {
  set: (id: string, dirty: boolean) => void;
  subscribe: (listener: () => void) => () => void;
  /** Any unsaved input, or (with a scope) unsaved input inside that part, e.g. one slide. */
  isDirty: (scope?: string) => boolean;
}

export function createDirtyStore(): DirtyStore {
  const dirty = new Set<string>();
  const listeners = new Set<() => void>();
  return {
    set(id, value) {
      const had = dirty.has(id);
      if (value) dirty.add(id);
      else dirty.delete(id);
      if (had !== value) for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isDirty: (scope) => (scope ? [...dirty].some((id) => id.startsWith(`${scope}::`)) : dirty.size > 0),
  };
}

/** Names the part of the editor (e.g. `slide:<id>`) whose forms report unsaved input, so closing it can ask first. */
export const DirtyScope = createContext('editor');

/** Reports a form's unsaved input to the editor's guard while the form is shown. */
export function useUnsavedChanges(dirty: boolean) {
  const id = `${useContext(DirtyScope)}::${useId()}`;
  const { dirty: store } = useCheckEditor();
  useEffect(() => {
    store.set(id, dirty);
    return () => store.set(id, false);
  }, [store, id, dirty]);
}

/**
 * Asks before leaving with unsaved input: a German dialog for moves inside the app (another tab,
 * check or slide) and the browser's own prompt for reloading or closing the page.
 */
export function UnsavedChangesGuard({ store }: { store: DirtyStore }) {
  const dirty = useSyncExternalStore(store.subscribe, () => store.isDirty());
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      store.isDirty() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <ConfirmDialog
      visible={blocker.state === 'blocked'}
      onHide={() => blocker.reset?.()}
      header={<h2 className="dialog-title">Ungespeicherte Änderungen</h2>}
      message="Sie haben Änderungen, die noch nicht gespeichert sind. Wenn Sie die Seite verlassen, gehen sie verloren."
      acceptLabel="Verwerfen und verlassen"
      rejectLabel="Weiter bearbeiten"
      accept={() => blocker.proceed?.()}
      reject={() => blocker.reset?.()}
      defaultFocus="reject"
    />
  );
}
