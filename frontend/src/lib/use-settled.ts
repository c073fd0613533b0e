import { useEffect, useState } from 'react';

/** Typing pauses this long before a search field's text is used, so a word is one search, not one per letter. */
export const SEARCH_DELAY_MS = 300;

/**
 * The text once typing paused (trimmed), and a way to take the current text at once (Enter in the
 * field searches without waiting).
 */
export function useSettled(value: string): [settled: string, settleNow: () => void] {
  const [settled, setSettled] = useState(value.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return [settled, () => setSettled(value.trim())];
}
