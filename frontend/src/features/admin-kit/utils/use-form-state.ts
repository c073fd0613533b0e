import { useCallback, useState } from 'react';

function sameValues<T extends object>(a: T, b: T): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof T>;
  for (const key of keys) if (!Object.is(a[key], b[key])) return false;
  return true;
}

/**
 * Values of a small admin form with a dirty flag (compared with what was loaded), and `reset` to
 * start over from stored data (after saving, or after reloading on a conflict).
 */
export function useFormState<T extends object>(initial: T) {
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const set = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  }, []);
  const reset = useCallback((next: T) => {
    setSaved(next);
    setValues(next);
    setAttempted(false);
  }, []);
  return {
    values,
    set,
    setValues,
    reset,
    dirty: !sameValues(values, saved),
    /** True after the first submit: from then on client-side errors are shown. */
    attempted,
    markAttempted: () => setAttempted(true),
  };
}
