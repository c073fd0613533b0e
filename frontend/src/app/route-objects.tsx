import type { Level } from '@baucheck/shared/enums';
import type { RouteAccess, RouteMeta, RouteRecord } from './route-records.ts';

/**
 * Stored as each route's `handle`, so the shell can read the matched page's flags and access
 * (shell/use-route-meta.ts) in either router.
 */
export interface RouteHandle {
  name: string;
  meta: RouteMeta;
  access: RouteAccess;
  roles?: readonly Level[];
}

/** The handle of a route record. */
export function handleOf(record: RouteRecord): RouteHandle {
  return { name: record.name, meta: record.meta, access: record.access ?? 'public', roles: record.roles };
}
