import { afterEach, beforeEach, vi } from 'vitest';
import { INITIAL_FLOW_STATE } from '#features/quick-check/utils/flow-state.ts';
import { updateFlow } from '#features/quick-check/utils/flow-store.ts';

/**
 * The setting of tests of the residents' pages: the flow's scroll calls stubbed (jsdom has no layout),
 * and the flow state, stubs and mocks reset after each test.
 */
export function residentPageTests(): void {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    updateFlow(INITIAL_FLOW_STATE);
  });
}
