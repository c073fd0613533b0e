import type { RouteMeta, RouteRecord } from './route-records.ts';

/**
 * SPEC.md section 2, "Login required, no drawer": the editor takes the whole width for the slide
 * list, the slide being edited and the live preview. The top bar stays (logo, FAQ); the footer goes,
 * as on other full-screen work pages.
 */
const CHECK_EDITOR_PAGE: RouteMeta = { showDrawer: false, showFooter: false, showNavbar: true };

/** overview and content: public administration; process and outcome: who edits the structure. */
const PUBLIC_ADMINISTRATION = ['Administrator', 'Land', 'Kommune'] as const;
const STRUCTURE_EDITORS = ['Administrator', 'Land'] as const;

/**
 * The check editor at /checks/:group/:isDraft (login required, no drawer); part of the admin routes.
 * `/checks/<group>/false` itself (the drawer's link) opens the overview. The check being edited and
 * the chosen reference unit travel as search parameters (`?check=…&unit=…`).
 */
export const checkEditorRoutes = [
  {
    name: 'ListCheckOverview',
    path: '/checks/:group/:isDraft',
    meta: CHECK_EDITOR_PAGE,
    access: 'login',
    roles: PUBLIC_ADMINISTRATION,
    component: () => import('#features/check-editor/routes/check-editor-layout.tsx'),
    children: [
      {
        name: 'CheckOverview',
        path: 'overview',
        meta: CHECK_EDITOR_PAGE,
        access: 'login',
        roles: PUBLIC_ADMINISTRATION,
        component: () => import('#features/check-editor/routes/overview.tsx'),
      },
      {
        name: 'CheckContent',
        path: 'content',
        meta: CHECK_EDITOR_PAGE,
        access: 'login',
        roles: PUBLIC_ADMINISTRATION,
        component: () => import('#features/check-editor/routes/content.tsx'),
      },
      {
        name: 'CheckProcess',
        path: 'process',
        meta: CHECK_EDITOR_PAGE,
        access: 'login',
        roles: STRUCTURE_EDITORS,
        component: () => import('#features/check-editor/routes/process.tsx'),
      },
      {
        name: 'CheckOutcome',
        path: 'outcome',
        meta: CHECK_EDITOR_PAGE,
        access: 'login',
        roles: STRUCTURE_EDITORS,
        component: () => import('#features/check-editor/routes/outcome.tsx'),
      },
      {
        // Not in SPEC.md: reading two versions of a check side by side (who may read the check).
        name: 'CheckCompare',
        path: 'compare',
        meta: CHECK_EDITOR_PAGE,
        access: 'login',
        roles: PUBLIC_ADMINISTRATION,
        component: () => import('#features/check-editor/routes/compare.tsx'),
      },
    ],
  },
] as const satisfies readonly RouteRecord[];
