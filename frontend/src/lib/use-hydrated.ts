import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates the prerendered landing shell (and when that shell is rendered at build
 * time), true otherwise. What the shell cannot know, because it is one file for every URL it serves
 * (the `:gemeinde` of the address, the tab's stored check), is rendered only when this is true: the
 * first client render then matches the HTML exactly, and React re-renders right after hydration with
 * the real values. Outside hydration (every page but the prerendered one) it is true from the start.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
