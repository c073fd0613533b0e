import type { RouteDefinition } from '#lib/route';
import { accountRoutes } from './routes/accounts.ts';
import { availableCheckRoutes } from './routes/available-checks.ts';
import { checkRoutes } from './routes/checks.ts';
import { exportRoutes } from './routes/export.ts';
import { faqRoutes } from './routes/faqs.ts';
import { feedbackRoutes } from './routes/feedback.ts';
import { geoRoutes } from './routes/geo.ts';
import { geoserviceRoutes } from './routes/geoservice.ts';
import { imageRoutes } from './routes/images.ts';
import { organisationRoutes } from './routes/organisations.ts';
import { platformRoutes } from './routes/platform.ts';
import { productRoutes } from './routes/products.ts';
import { publicReferenceUnitRoutes } from './routes/public-reference-units.ts';
import { quickCheckRoutes } from './routes/quick-checks.ts';
import { referenceUnitAdminRoutes } from './routes/reference-unit-admin.ts';
import { referenceUnitImportRoutes } from './routes/reference-unit-import.ts';
import { referenceUnitRoutes } from './routes/reference-units.ts';
import { statisticsRoutes } from './routes/statistics.ts';
import { testCaseRoutes } from './routes/test-cases.ts';

/**
 * The route table: the one list of API routes, assembled from one module per feature under
 * `routes/`. The CDK stack creates one Lambda and one HTTP API route per entry, the local gateway
 * dispatches to the same handler modules, and the OpenAPI document is generated from the schemas
 * here. Nothing else lists routes.
 */
export const routes = {
  ...platformRoutes,
  ...faqRoutes,
  ...accountRoutes,
  ...organisationRoutes,
  ...productRoutes,
  ...checkRoutes,
  ...testCaseRoutes,
  ...quickCheckRoutes,
  ...availableCheckRoutes,
  ...geoserviceRoutes,
  ...publicReferenceUnitRoutes,
  ...referenceUnitRoutes,
  ...referenceUnitAdminRoutes,
  ...referenceUnitImportRoutes,
  ...statisticsRoutes,
  ...exportRoutes,
  ...feedbackRoutes,
  ...geoRoutes,
  ...imageRoutes,
} as const satisfies Record<string, RouteDefinition>;

export type RouteId = keyof typeof routes;

/** Route entries with their id, in table order. */
export const routeEntries = (): Array<[RouteId, RouteDefinition]> =>
  Object.entries(routes) as Array<[RouteId, RouteDefinition]>;
