import type { RouteRecord } from './route-records.ts';

/** The check editor at /checks/:group/:isDraft (login required, no drawer); part of the admin routes. */
export const checkEditorRoutes = [] as const satisfies readonly RouteRecord[];
