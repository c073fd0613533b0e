import { flowCheckPageAt, flowCheckPaths, type FlowCheckPage } from '#features/quick-check/api/flow-check-reads.ts';
import { readStoredFlowState } from '#features/quick-check/utils/flow-state.ts';
import { apiUrl } from '#lib/api-url.ts';
import { startEarlyRead } from '#lib/early-reads.ts';

/*
 * The early reads' script (lib/early-reads.ts): a file of its own, built apart from the app
 * (build/early-reads.ts), which index.html loads `async` before the first chunk. On a page that opens
 * on the flow's check (a reloaded slide or result) it names the page's code as preloads and asks for
 * what the tab's flow names (the check, the partner product, the municipality), so that both are on
 * their way while the first chunk loads.
 */

/**
 * Each such page's code beside the first chunk: its kits and their stylesheets (set by the build from
 * route-chunks.ts's page modules; a page missing there only loses its preloads).
 */
declare const __FLOW_CHECK_PAGE_CODE__: Partial<Record<FlowCheckPage, { scripts: string[]; styles: string[] }>>;

function preload(href: string, kind: 'modulepreload' | 'style') {
  const link = document.createElement('link');
  link.rel = kind === 'style' ? 'preload' : kind;
  if (kind === 'style') link.as = 'style';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

const at = flowCheckPageAt(window.location.pathname);
if (at) {
  const code = __FLOW_CHECK_PAGE_CODE__[at.page];
  for (const href of code?.scripts ?? []) preload(href, 'modulepreload');
  for (const href of code?.styles ?? []) preload(href, 'style');
  for (const path of flowCheckPaths(readStoredFlowState(), at)) startEarlyRead(apiUrl(path));
}
