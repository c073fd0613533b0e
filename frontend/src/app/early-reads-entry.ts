import { flowCheckPageAt, flowCheckPaths } from '#features/quick-check/api/flow-check-reads.ts';
import { readStoredFlowState } from '#features/quick-check/utils/flow-state.ts';
import { apiUrl } from '#lib/api-url.ts';
import { startEarlyRead } from '#lib/early-reads.ts';

/*
 * The early reads' script (lib/early-reads.ts): a file of its own, built apart from the app
 * (build/early-reads.ts), which index.html loads `async` before the first chunk. On a page that opens
 * on the flow's check (a reloaded slide or result) it asks for what the tab's flow names (the check,
 * the partner product, the municipality), so that the answers are on their way while the app's code
 * loads.
 */
const page = flowCheckPageAt(window.location.pathname);
if (page) {
  for (const path of flowCheckPaths(readStoredFlowState(), page)) startEarlyRead(apiUrl(path));
}
