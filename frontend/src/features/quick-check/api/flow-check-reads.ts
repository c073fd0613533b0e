import type { CheckGroup } from '@baucheck/shared/enums';
import { EMBED_PREFIX, QUICK_CHECK_PATHS, type FlowPage } from '../utils/flow-paths.ts';
import type { FlowState } from '../utils/flow-state.ts';

/*
 * What the pages that open on the flow's check load first, in one place for the app's preloads
 * (app/quick-check-routes.tsx) and for the document's early reads (app/early-reads-entry.ts), which
 * must stay a few hundred bytes: nothing here imports React or the router's code.
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

/** A route pattern as the router reads it (`:param`, case-insensitive, an optional trailing slash). */
const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`, 'i');
const FLOW_CHECK_PATTERNS = FLOW_CHECK_PAGES.map((page) => patternOf(QUICK_CHECK_PATHS[page]));

export type FlowCheckPage = (typeof FLOW_CHECK_PAGES)[number];

/** Where one of the {@link FLOW_CHECK_PAGES} is: on its own, or `embedded` in the embed frame (no top bar). */
export interface FlowCheckPageAt {
  page: FlowCheckPage;
  embedded: boolean;
}

/** Which of the {@link FLOW_CHECK_PAGES} the address is, also inside the embed frame; null for any other. */
export function flowCheckPageAt(pathname: string): FlowCheckPageAt | null {
  const embedded = pathname.toLowerCase().startsWith(`${EMBED_PREFIX}/`);
  const path = embedded ? pathname.slice(EMBED_PREFIX.length) : pathname;
  const index = FLOW_CHECK_PATTERNS.findIndex((pattern) => pattern.test(path));
  const page = FLOW_CHECK_PAGES[index];
  return page ? { page, embedded } : null;
}

/**
 * The API paths of the flow's check and partner product, none before a unit and project type are
 * chosen, and outside the embed frame the flow's municipality, which the top bar's logo links to.
 */
export function flowCheckPaths(
  { referenceUnitId, group, productId, gemeinde }: FlowState,
  { embedded }: Pick<FlowCheckPageAt, 'embedded'>,
): string[] {
  return [
    ...(referenceUnitId && group ? [quickCheckPath(referenceUnitId, group)] : []),
    ...(productId ? [publicProductPath(productId)] : []),
    ...(gemeinde && !embedded ? [unitBySlugPath(gemeinde)] : []),
  ];
}
