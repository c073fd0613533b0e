import { checkEditorRoutes } from './check-editor-routes.tsx';
import type { RouteRecord } from './route-records.ts';

/** The staff admin area (drawer pages and the check editor); spread into the route list in routes.tsx. */
export const adminRoutes = [...checkEditorRoutes] as const satisfies readonly RouteRecord[];
