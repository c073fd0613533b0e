import type { RouteRecord } from './route-records.ts';

/** The residents' quick check (landing, flow, result, embed); spread into the route list in routes.tsx. */
export const quickCheckRoutes = [] as const satisfies readonly RouteRecord[];
