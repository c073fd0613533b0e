import { CHECK_GROUPS, type CheckGroup } from '@baucheck/shared/enums';
import { RESULT_ROUTE } from '@baucheck/shared/result-route';
import { generatePath, useLocation } from 'react-router-dom';

/**
 * The residents' routes (SPEC.md section 2), shared by the route module and the links between the
 * steps. Every one of them also exists below {@link EMBED_PREFIX}: the same pages without the top bar,
 * for a municipality's iframe, which report their height to the embedding page.
 */
export const QUICK_CHECK_PATHS = {
  home: '/home/:gemeinde?',
  dataProtection: '/quick-check/data-protection/:gemeinde?/:productId?',
  start: '/quick-check/start/:gemeinde?/:productId?',
  referenceUnit: '/quick-check/reference-unit/:group/:gemeinde?/:productId?',
  slides: '/quick-check/slides',
  /** Also the address of a result link (shared/src/result-link.ts), which the PDF prints as a QR code. */
  result: RESULT_ROUTE,
} as const;

export type FlowPage = keyof typeof QUICK_CHECK_PATHS;

/** The slide shown on /quick-check/slides: `?folie=<slide id>`, one history entry per slide. */
export const SLIDE_PARAM = 'folie';

export const EMBED_PREFIX = '/embed';

export const isEmbedPath = (pathname: string) => pathname === EMBED_PREFIX || pathname.startsWith(`${EMBED_PREFIX}/`);

/** Product ids are UUIDs, slugs are words: `/start/<uuid>` is a product without a municipality. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface FlowContext {
  gemeinde?: string | null;
  productId?: string | null;
}

/**
 * The municipality and product of a step's URL. A product link without a municipality has only one
 * optional segment filled, which the router reads as `:gemeinde`; its UUID shape tells them apart.
 */
export function flowContextFromParams(params: { gemeinde?: string; productId?: string }): {
  gemeinde: string | null;
  productId: string | null;
} {
  if (params.gemeinde && !params.productId && UUID.test(params.gemeinde)) {
    return { gemeinde: null, productId: params.gemeinde };
  }
  return { gemeinde: params.gemeinde || null, productId: params.productId || null };
}

interface PathParams extends FlowContext {
  group?: CheckGroup;
  checkId?: string;
}

/** The URL of a page of the quick check, inside or outside the embed family. */
export function flowPath(page: FlowPage, params: PathParams = {}, embedded = false): string {
  const path = generatePath(QUICK_CHECK_PATHS[page], {
    gemeinde: params.gemeinde ?? undefined,
    // A product without a municipality takes the municipality's place (see flowContextFromParams).
    productId: params.productId ?? undefined,
    group: params.group,
    checkId: params.checkId,
  });
  return embedded ? `${EMBED_PREFIX}${path}` : path;
}

/** `?vorhaben=gartenhaus` on the data-protection step: the project type to start with (see groupStartPath). */
export const GROUP_PARAM = 'vorhaben';

/** The value as a project type, or null when it names none (a URL segment, a query, stored state). */
export function checkGroupOf(value: unknown): CheckGroup | null {
  return (CHECK_GROUPS as readonly unknown[]).includes(value) ? (value as CheckGroup) : null;
}

/** `?vorhaben=gartenhaus`: the project type chosen on the landing page, so the start step can be skipped. */
export function groupFromSearch(search: URLSearchParams): CheckGroup | null {
  return checkGroupOf(search.get(GROUP_PARAM));
}

/**
 * The entry of the check for one project type: the data-protection notice, which then skips the start
 * step. The landing page's tiles, the Embed-Links page and `public/embed.js` (`data-vorhaben`, which
 * cannot import this module and builds the same URL) start here.
 */
export function groupStartPath(group: CheckGroup, context: FlowContext = {}, embedded = false): string {
  return `${flowPath('dataProtection', context, embedded)}?${GROUP_PARAM}=${group}`;
}

/** Links of the quick check that stay in the embed family when the resident is in it. */
export function useFlowPaths() {
  const { pathname } = useLocation();
  const embedded = isEmbedPath(pathname);
  return {
    embedded,
    to: (page: FlowPage, params?: PathParams) => flowPath(page, params, embedded),
  };
}
