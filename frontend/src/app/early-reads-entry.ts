import { flowCheckPaths, flowPageAt } from '#features/quick-check/api/flow-check-reads.ts';
import type { FlowPage } from '#features/quick-check/utils/flow-paths.ts';
import { readStoredFlowState } from '#features/quick-check/utils/flow-state.ts';
import { apiUrl } from '#lib/api-url.ts';
import { startEarlyRead } from '#lib/early-reads.ts';

/*
 * The early reads' script (lib/early-reads.ts): a file of its own, built apart from the app
 * (build/early-reads.ts), which index.html loads `async` before the first chunk. On a page of the
 * flow it asks for what the tab's flow names there (on a reloaded slide or result: the check, the
 * partner product, the municipality) and names the page's code as preloads, so that both are on
 * their way while the first chunk loads.
 */

interface PageCode {
  scripts: string[];
  styles: string[];
}
/**
 * Each flow page's code beside the first chunk (its kits and their stylesheets), and the embed frame's
 * for pages inside it; set by the build. A page missing there only loses its preloads.
 */
declare const __FLOW_PAGE_CODE__: Partial<Record<FlowPage | 'embedFrame', PageCode>>;

function preload(href: string, kind: 'modulepreload' | 'style') {
  const link = document.createElement('link');
  link.rel = kind === 'style' ? 'preload' : kind;
  if (kind === 'style') link.as = 'style';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

const at = flowPageAt(window.location.pathname);
if (at) {
  // The reads first: on HTTP/1.1 the connections fill up in the order asked.
  for (const path of flowCheckPaths(readStoredFlowState(), at)) startEarlyRead(apiUrl(path));
  for (const code of [__FLOW_PAGE_CODE__[at.page], at.embedded ? __FLOW_PAGE_CODE__.embedFrame : undefined]) {
    for (const href of code?.scripts ?? []) preload(href, 'modulepreload');
    for (const href of code?.styles ?? []) preload(href, 'style');
  }
}
