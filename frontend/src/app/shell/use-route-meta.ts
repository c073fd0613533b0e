import { useMatches, type UIMatch } from 'react-router-dom';
import { PUBLIC_PAGE, type RouteAccess, type RouteMeta } from '../route-records.ts';
import type { RouteHandle } from '../route-objects.tsx';

function hasRouteHandle(match: UIMatch): match is UIMatch<unknown, RouteHandle> {
  return typeof match.handle === 'object' && match.handle !== null && 'meta' in match.handle;
}

/** The handle of the deepest matched route record (a child's wins over its parent's). */
function useDeepestHandle(): RouteHandle | undefined {
  const matches = useMatches();
  return matches.findLast(hasRouteHandle)?.handle;
}

/** The meta flags of the deepest matched route record (a child's flags win over its parent's). */
export function useRouteMeta(): RouteMeta {
  return useDeepestHandle()?.meta ?? PUBLIC_PAGE;
}

/** Who the matched page is for (`public` for residents' pages and when nothing matched). */
export function useRouteAccess(): RouteAccess {
  return useDeepestHandle()?.access ?? 'public';
}
