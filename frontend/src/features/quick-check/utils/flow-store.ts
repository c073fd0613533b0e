import type { Answer } from '@baucheck/shared/engine/model';
import type { CheckGroup } from '@baucheck/shared/enums';
import { useSyncExternalStore } from 'react';
import { INITIAL_FLOW_STATE, readStoredFlowState, writeStoredFlowState, type FlowState } from './flow-state.ts';

/*
 * The flow state of this tab (flow-state.ts) as the pages read and change it: one copy in memory,
 * written through to sessionStorage, with a hook that re-renders on every change.
 */

let current: FlowState | null = null;
const listeners = new Set<() => void>();

export function getFlowState(): FlowState {
  current ??= readStoredFlowState();
  return current;
}

/** Applies a change, stores it and tells every subscribed component. */
export function updateFlow(change: Partial<FlowState> | ((state: FlowState) => Partial<FlowState>)): FlowState {
  const state = getFlowState();
  current = { ...state, ...(typeof change === 'function' ? change(state) : change) };
  writeStoredFlowState(current);
  for (const listener of listeners) listener();
  return current;
}

export function setAnswer(slideId: string, answer: Answer): FlowState {
  return updateFlow((state) => ({ answers: { ...state.answers, [slideId]: answer } }));
}

/**
 * The resident confirmed project type and municipality. Answers given to another unit or project type
 * do not carry over; for the same ones they stay (going back to the municipality step loses nothing).
 */
export function chooseCheck(group: CheckGroup, referenceUnitId: string): FlowState {
  return updateFlow((state) =>
    state.group === group && state.referenceUnitId === referenceUnitId
      ? {}
      : { group, referenceUnitId, check: null, answers: {}, counted: null },
  );
}

/** "Neuen Check starten": answers and choices go, the accepted notice and the entry context stay. */
export function resetCheck(): FlowState {
  return updateFlow({
    group: null,
    referenceUnitId: null,
    referenceUnitSlug: null,
    check: null,
    answers: {},
    counted: null,
    tracked: false,
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The tab's flow state. The prerendered landing shell (and hydrating it) sees the initial state: the
 * shell is built without any tab's storage, and hydration must render what it rendered.
 */
export function useFlowState(): FlowState {
  return useSyncExternalStore(subscribe, getFlowState, () => INITIAL_FLOW_STATE);
}

/** For tests: forget the in-memory state so the next read comes from storage again. */
export function resetFlowStoreForTests() {
  current = null;
}
