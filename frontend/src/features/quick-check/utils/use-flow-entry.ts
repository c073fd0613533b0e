import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { trackPageview } from '../api/track-pageview.ts';
import { getFlowState, updateFlow } from './flow-store.ts';

/**
 * A step of the quick check was opened: the municipality and product of its URL become the check's
 * context, and the first step after the data-protection notice was accepted (the start step, or the
 * municipality step when the link named the project type) sends the Plausible pageview, when configured
 * (SPEC.md: "on start"). The notice itself sends nothing: nobody has agreed to anything there yet.
 */
export function useFlowEntry(context: { gemeinde: string | null; productId: string | null }) {
  const { gemeinde, productId } = context;
  // The page's own path (the router's, which the address bar may not show yet when effects run).
  const { pathname } = useLocation();
  useEffect(() => {
    const state = getFlowState();
    const changed = state.gemeinde !== gemeinde || state.productId !== productId;
    if (changed) updateFlow({ gemeinde, productId });
    if (getFlowState().accepted && !getFlowState().tracked) {
      updateFlow({ tracked: true });
      trackPageview(new URL(pathname, window.location.origin).href);
    }
  }, [gemeinde, productId, pathname]);
}
