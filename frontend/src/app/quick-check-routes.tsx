import { FLOW_CHECK_PAGES } from '#features/quick-check/api/flow-check-reads.ts';
import { quickCheckQueryOptions } from '#features/quick-check/api/get-quick-check.ts';
import { publicProductQueryOptions } from '#features/quick-check/api/get-public-product.ts';
import { unitBySlugQueryOptions } from '#features/quick-check/api/get-reference-units.ts';
import { EMBED_PREFIX, QUICK_CHECK_PATHS } from '#features/quick-check/utils/flow-paths.ts';
import { getFlowState } from '#features/quick-check/utils/flow-store.ts';
import type { PublicQueryCache } from '#lib/public-queries.tsx';
import {
  PUBLIC_PAGE,
  type PageModule,
  type PageRouteRecord,
  type RouteMeta,
  type RouteRecord,
} from './route-records.ts';

/**
 * Pages inside a municipality's iframe: no top bar (the municipality's site has its own header), the
 * footer with Impressum, Datenschutz and the accessibility pages stays.
 */
export const EMBED_PAGE: RouteMeta = { showDrawer: false, showFooter: true, showNavbar: false };

const pages = {
  home: () => import('#features/pages/routes/home.tsx'),
  dataProtection: () => import('#features/quick-check/routes/data-protection.tsx'),
  start: () => import('#features/quick-check/routes/start.tsx'),
  referenceUnit: () => import('#features/quick-check/routes/reference-unit.tsx'),
  slides: () => import('#features/quick-check/routes/slides.tsx'),
  result: () => import('#features/quick-check/routes/result.tsx'),
} satisfies Record<keyof typeof QUICK_CHECK_PATHS, PageModule>;

/**
 * The check (and partner product) of the tab's flow, which the slides and the result show first, and
 * outside the embed frame the flow's municipality, which the top bar's logo links to. The document's
 * early reads ask for the same (features/quick-check/api/flow-check-reads.ts).
 */
function preloadFlowCheck(queries: PublicQueryCache, embedded: boolean) {
  const { referenceUnitId, group, productId, gemeinde } = getFlowState();
  if (referenceUnitId && group) queries.prefetch(quickCheckQueryOptions(referenceUnitId, group));
  if (productId) queries.prefetch(publicProductQueryOptions(productId));
  if (gemeinde && !embedded) queries.prefetch(unitBySlugQueryOptions(gemeinde));
}

/** What the pages whose first view shows the flow's check start loading on a direct visit. */
const preloadsAt = (embedded: boolean) =>
  Object.fromEntries(
    FLOW_CHECK_PAGES.map((page) => [page, (queries: PublicQueryCache) => preloadFlowCheck(queries, embedded)]),
  ) as Partial<Record<keyof typeof pages, (queries: PublicQueryCache) => void>>;
const pageData = preloadsAt(false);
const embedPageData = preloadsAt(true);

/** The same page inside the embed frame, which reports its height to the embedding page. */
function embedded(load: PageModule): PageModule {
  return async () => {
    const [{ default: Page }, { EmbedFrame }] = await Promise.all([
      load(),
      import('#features/quick-check/components/embed-frame.tsx'),
    ]);
    const EmbeddedPage = () => (
      <EmbedFrame>
        <Page />
      </EmbedFrame>
    );
    return { default: EmbeddedPage };
  };
}

const flowRoutes = [
  {
    name: 'QuickCheck',
    path: '/quick-check',
    meta: PUBLIC_PAGE,
    redirectTo: QUICK_CHECK_PATHS.dataProtection.replace('/:gemeinde?/:productId?', ''),
  },
  {
    name: 'QuickCheckDataProtection',
    path: QUICK_CHECK_PATHS.dataProtection,
    meta: PUBLIC_PAGE,
    component: pages.dataProtection,
  },
  { name: 'QuickCheckStart', path: QUICK_CHECK_PATHS.start, meta: PUBLIC_PAGE, component: pages.start },
  {
    name: 'QuickCheckReferenceUnit',
    path: QUICK_CHECK_PATHS.referenceUnit,
    meta: PUBLIC_PAGE,
    component: pages.referenceUnit,
  },
  {
    name: 'QuickCheckSlides',
    path: QUICK_CHECK_PATHS.slides,
    meta: PUBLIC_PAGE,
    component: pages.slides,
    preloadData: pageData.slides,
  },
  {
    name: 'QuickCheckResult',
    path: QUICK_CHECK_PATHS.result,
    meta: PUBLIC_PAGE,
    component: pages.result,
    preloadData: pageData.result,
  },
] as const satisfies readonly RouteRecord[];

/** Public-sector duties, linked from the footer of every public page and of embeds. */
const dutyRoutes = [
  {
    name: 'Accessibility',
    path: '/barrierefreiheit',
    meta: PUBLIC_PAGE,
    component: () => import('#features/pages/routes/accessibility.tsx'),
  },
  {
    name: 'EasyLanguage',
    path: '/leichte-sprache',
    meta: PUBLIC_PAGE,
    component: () => import('#features/pages/routes/easy-language.tsx'),
  },
  {
    name: 'SignLanguage',
    path: '/gebaerdensprache',
    meta: PUBLIC_PAGE,
    component: () => import('#features/pages/routes/sign-language.tsx'),
  },
] as const satisfies readonly RouteRecord[];

/**
 * The embed family: landing page and every step below /embed, for `<script src="/embed.js">` on a
 * municipality's site (public/embed.js creates the iframe, e.g. /embed/home/lindenau).
 */
const embedRoute = <const N extends string>(name: N, page: keyof typeof pages) =>
  ({
    name,
    path: `${EMBED_PREFIX}${QUICK_CHECK_PATHS[page]}`,
    meta: EMBED_PAGE,
    component: embedded(pages[page]),
    preloadData: embedPageData[page],
  }) satisfies PageRouteRecord;

const embedRoutes = [
  { name: 'Embed', path: EMBED_PREFIX, meta: EMBED_PAGE, redirectTo: `${EMBED_PREFIX}/home` },
  embedRoute('EmbedHome', 'home'),
  embedRoute('EmbedDataProtection', 'dataProtection'),
  embedRoute('EmbedStart', 'start'),
  embedRoute('EmbedReferenceUnit', 'referenceUnit'),
  embedRoute('EmbedSlides', 'slides'),
  embedRoute('EmbedResult', 'result'),
] as const satisfies readonly RouteRecord[];

/** The residents' quick check (landing, flow, result, embed); spread into the public routes (public-routes.tsx). */
export const quickCheckRoutes = [
  ...flowRoutes,
  ...dutyRoutes,
  ...embedRoutes,
] as const satisfies readonly RouteRecord[];
