import { useMatches, type UIMatch } from 'react-router-dom';
import { PUBLIC_PAGE, type RouteMeta } from '../routes.tsx';
import type { RouteHandle } from '../router.tsx';

function hasRouteHandle(match: UIMatch): match is UIMatch<unknown, RouteHandle> {
  return typeof match.handle === 'object' && match.handle !== null && 'meta' in match.handle;
}

/** The meta flags of the deepest matched route record (a child's flags win over its parent's). */
export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  return matches.findLast(hasRouteHandle)?.handle.meta ?? PUBLIC_PAGE;
}
