import { useState } from 'react';

/**
 * Unsaved input over server values: a field shows the user's edit if there is one, else the server's
 * current value. So a refetch (after this or another change) never throws away what the user typed,
 * and fields the user did not touch always show the latest saved state.
 */
export function useEdits<K extends string>(server: Readonly<Partial<Record<K, string>>>, normalise = (v: string) => v) {
  const [edits, setEdits] = useState<Partial<Record<K, string>>>({});
  const serverValue = (key: K) => server[key] ?? '';
  const value = (key: K) => edits[key] ?? serverValue(key);
  const changedKeys = (Object.keys(edits) as K[]).filter(
    (key) => normalise(edits[key] ?? '') !== normalise(serverValue(key)),
  );
  return {
    value,
    set: (key: K, next: string) => setEdits((previous) => ({ ...previous, [key]: next })),
    changedKeys,
    dirty: changedKeys.length > 0,
    /** Forgets the edits of the given keys (after saving them), or all. */
    clear: (keys?: readonly K[]) =>
      setEdits((previous) =>
        keys
          ? (Object.fromEntries(Object.entries(previous).filter(([key]) => !keys.includes(key as K))) as Partial<
              Record<K, string>
            >)
          : {},
      ),
  };
}
