import { createContext, useContext, useMemo } from 'react';
import { matchRoutes, useLocation, type Params, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../route-objects.tsx';

/**
 * The routes of the router the app runs in (the public entry's or the staff app's). The shell sits
 * above the pages, so it finds the matched page by matching the location against them; unlike
 * `useMatches`, this works in the public entry's declarative router as in the staff app's data router.
 */
export const RouteTableContext = createContext<readonly RouteObject[]>([]);

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'meta' in handle;

/**
 * The handle and parameters of the deepest matched route record (a child's handle wins over its
 * parent's); no handle when nothing matched.
 */
export function useMatchedPage(): { handle: RouteHandle | undefined; params: Params } {
  const table = useContext(RouteTableContext);
  const { pathname } = useLocation();
  return useMemo(() => {
    const matches = matchRoutes([...table], pathname) ?? [];
    return {
      handle: matches.map(({ route }) => route.handle as unknown).findLast(isRouteHandle),
      params: matches.at(-1)?.params ?? {},
    };
  }, [table, pathname]);
}
