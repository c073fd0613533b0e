import { useEffect } from 'react';
import { trackPageview } from '../api/track-pageview.ts';
import { getFlowState, updateFlow } from './flow-store.ts';

/**
 * A step of the quick check was opened: the municipality and product of its URL become the check's
 * context, and the first step of a check sends the Plausible pageview (when configured).
 */
export function useFlowEntry(context: { gemeinde: string | null; productId: string | null }) {
  const { gemeinde, productId } = context;
  useEffect(() => {
    const state = getFlowState();
    const changed = state.gemeinde !== gemeinde || state.productId !== productId;
    if (changed) updateFlow({ gemeinde, productId });
    if (!getFlowState().tracked) {
      updateFlow({ tracked: true });
      trackPageview();
    }
  }, [gemeinde, productId]);
}
