import { PUBLIC_ADMINISTRATION_LEVELS, type Level } from '@baucheck/shared/enums';
import { checkEditorRoutes } from './check-editor-routes.tsx';
import { ADMIN_PAGE, type RouteRecord } from './route-records.ts';

/** Who configures a Land's geodata services and reads its reports (the API's levels, routes/geo.ts). */
const GEO_STAFF_LEVELS: readonly Level[] = ['Administrator', 'Land'];

/**
 * The staff admin area: the drawer pages of SPEC.md section 2 (route names, meta flags and role lists
 * as listed there) and the check editor; spread into the staff routes (staff-routes.tsx), which declare
 * AdministrationPage and ListUsers themselves.
 */
export const adminRoutes = [
  ...checkEditorRoutes,
  {
    name: 'ListReferenceUnitLinks',
    path: '/links',
    meta: ADMIN_PAGE,
    access: 'login',
    roles: PUBLIC_ADMINISTRATION_LEVELS,
    component: () => import('#features/embed-links/routes/list-reference-unit-links.tsx'),
  },
  {
    // Administrators and Land staff manage units; Kommune staff edit their own unit's local content.
    name: 'ListReferenceUnits',
    path: '/reference-units',
    meta: ADMIN_PAGE,
    access: 'login',
    roles: PUBLIC_ADMINISTRATION_LEVELS,
    component: () => import('#features/reference-units/routes/list-reference-units.tsx'),
  },
  {
    // A Land's geodata services and residents' reports of wrong areas: Land staff and Administrators.
    name: 'ListGeoServices',
    path: '/geo-services',
    meta: ADMIN_PAGE,
    access: 'login',
    roles: GEO_STAFF_LEVELS,
    component: () => import('#features/geo-services/routes/geo-services.tsx'),
  },
  {
    name: 'ListGeoReports',
    path: '/geo-reports',
    meta: ADMIN_PAGE,
    access: 'login',
    roles: GEO_STAFF_LEVELS,
    component: () => import('#features/geo-services/routes/geo-reports.tsx'),
  },
  {
    name: 'ListProducts',
    path: '/products',
    meta: ADMIN_PAGE,
    access: 'login',
    roles: ['Administrator', 'Partner'],
    component: () => import('#features/products/routes/list-products.tsx'),
  },
  {
    // Any signed-in user; without a role list the page itself asks a logged-out visitor to sign in.
    name: 'ListAccount',
    path: '/account',
    meta: ADMIN_PAGE,
    access: 'login',
    component: () => import('#features/accounts/routes/my-account.tsx'),
  },
  {
    name: 'ListOrganisations',
    path: '/organisations',
    meta: ADMIN_PAGE,
    access: 'login',
    roles: ['Administrator'],
    component: () => import('#features/organisations/routes/list-organisations.tsx'),
  },
  {
    name: 'ListFaqs',
    path: '/faqs',
    meta: ADMIN_PAGE,
    access: 'login',
    roles: ['Administrator'],
    component: () => import('#features/faq-admin/routes/list-faqs.tsx'),
  },
  {
    name: 'ImportReferenceUnits',
    path: '/reference-units/import',
    meta: ADMIN_PAGE,
    access: 'login',
    roles: ['Administrator'],
    component: () => import('#features/unit-import/routes/import-units.tsx'),
  },
  {
    name: 'StatisticsPage',
    path: '/statistics',
    meta: ADMIN_PAGE,
    access: 'login',
    roles: ['Administrator'],
    component: () => import('#features/statistics/routes/statistics.tsx'),
  },
] as const satisfies readonly RouteRecord[];
