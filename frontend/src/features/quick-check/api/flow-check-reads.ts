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

/**
 * Whether the address is one of the {@link FLOW_CHECK_PAGES}: `page`, or `embedded` inside the embed
 * frame (which has no top bar); null for any other address.
 */
export function flowCheckPageAt(pathname: string): 'page' | 'embedded' | null {
  const embedded = pathname.toLowerCase().startsWith(`${EMBED_PREFIX}/`);
  const path = embedded ? pathname.slice(EMBED_PREFIX.length) : pathname;
  if (!FLOW_CHECK_PATTERNS.some((pattern) => pattern.test(path))) return null;
  return embedded ? 'embedded' : 'page';
}

/**
 * The API paths of the flow's check and partner product, none before a unit and project type are
 * chosen, and outside the embed frame the flow's municipality, which the top bar's logo links to.
 */
export function flowCheckPaths(
  { referenceUnitId, group, productId, gemeinde }: FlowState,
  at: 'page' | 'embedded',
): string[] {
  return [
    ...(referenceUnitId && group ? [quickCheckPath(referenceUnitId, group)] : []),
    ...(productId ? [publicProductPath(productId)] : []),
    ...(gemeinde && at === 'page' ? [unitBySlugPath(gemeinde)] : []),
  ];
}
