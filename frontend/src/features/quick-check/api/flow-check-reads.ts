import type { CheckGroup } from '@baucheck/shared/enums';
import { EMBED_PREFIX, QUICK_CHECK_PATHS, type FlowPage } from '../utils/flow-paths.ts';
import type { FlowState } from '../utils/flow-state.ts';

/*
 * Which flow page an address is, and what the pages that open on the flow's check read first, in one
 * place for the app's preloads (app/quick-check-routes.tsx) and for the document's early reads' script
 * (app/early-reads-entry.ts), which must stay small (build/early-reads.ts guards its size): nothing
 * here uses React or the router (flow-paths.ts's router imports are dropped by tree-shaking).
 */

/** `GET /api/quick-checks/checks/{reference_unit_id}/{group}/`: the published check for the unit. */
export const quickCheckPath = (referenceUnitId: string, group: CheckGroup) =>
  `/quick-checks/checks/${encodeURIComponent(referenceUnitId)}/${encodeURIComponent(group)}/`;

/** `GET /api/quick-checks/products/{product_id}/`: an active partner product. */
export const publicProductPath = (productId: string) => `/quick-checks/products/${encodeURIComponent(productId)}/`;

/** `GET /api/reference-units/by-slug/{slug}/`: the unit a link names (slugs are lower case). */
export const unitBySlugPath = (slug: string) => `/reference-units/by-slug/${encodeURIComponent(slug.toLowerCase())}/`;

/** The pages whose first view shows the check of the tab's flow (and its partner product). */
export const FLOW_CHECK_PAGES = ['slides', 'result'] as const satisfies readonly FlowPage[];

/**
 * A route pattern as the router reads it: `:param`, an optional `/:param?` segment, case-insensitive,
 * an optional trailing slash.
 */
const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .replace(/[.*+^${}()|[\]\\]/g, '\\$&')
      .replace(/\/:[A-Za-z]+\?/g, '(?:/[^/]+)?')
      .replace(/:[A-Za-z]+/g, '[^/]+')}/?$`,
    'i',
  );
const FLOW_PATTERNS = Object.entries(QUICK_CHECK_PATHS).map(
  ([page, path]) => [page as FlowPage, patternOf(path)] as const,
);

/** A page of the flow: on its own, or `embedded` in the embed frame (which has no top bar). */
export interface FlowPageAt {
  page: FlowPage;
  embedded: boolean;
}

/** Which page of the flow the address is, also inside the embed frame; null for any other. */
export function flowPageAt(pathname: string): FlowPageAt | null {
  const embedded = pathname.toLowerCase().startsWith(`${EMBED_PREFIX}/`);
  const path = embedded ? pathname.slice(EMBED_PREFIX.length) : pathname;
  const page = FLOW_PATTERNS.find(([, pattern]) => pattern.test(path))?.[0];
  return page ? { page, embedded } : null;
}

const isFlowCheckPage = (page: FlowPage) => (FLOW_CHECK_PAGES as readonly FlowPage[]).includes(page);

/**
 * What a page reads first that the tab's flow names, as API paths: on the {@link FLOW_CHECK_PAGES},
 * the flow's check and partner product (none before a unit and project type are chosen) and, outside
 * the embed frame, the flow's municipality, which the top bar's logo links to; nothing on the others.
 */
export function flowCheckPaths({ referenceUnitId, group, productId, gemeinde }: FlowState, at: FlowPageAt): string[] {
  if (!isFlowCheckPage(at.page)) return [];
  return [
    ...(referenceUnitId && group ? [quickCheckPath(referenceUnitId, group)] : []),
    ...(productId ? [publicProductPath(productId)] : []),
    ...(gemeinde && !at.embedded ? [unitBySlugPath(gemeinde)] : []),
  ];
}
