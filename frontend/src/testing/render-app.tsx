import type { ReferenceUnit } from '@baucheck/shared/reference-units';
import type { User } from '@baucheck/shared/users';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { appRouteObjects } from '#app/router.tsx';
import { routes, type RouteRecord } from '#app/routes.tsx';
import { createTestQueryClient, renderWithProviders } from './render.tsx';

/** The whole app (shell, routes, guard) at a URL, in memory. */
export function renderApp(path: string, records: readonly RouteRecord[] = routes) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(appRouteObjects(queryClient, records), { initialEntries: [path] });
  const result = renderWithProviders(<RouterProvider router={router} />, { queryClient });
  return { ...result, router, queryClient };
}

/** A reference unit (Land or Gemeinde) as the units list returns it, named after its id unless told. */
export function testUnit(id: string, kind: ReferenceUnit['kind'], parentId: string | null, name = id): ReferenceUnit {
  return {
    id,
    slug: id,
    name,
    kind,
    parent_id: parentId,
    coat_of_arms: null,
    contact: { office: 'Bauamt', phone: null, email: null, website: null },
    side_laws: {},
    links: {},
    demo: true,
  };
}

/** A user as `GET /api/users/me` returns it. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u-admin',
    email: 'admin@baucheck.test',
    name: 'Alexandra Admin',
    level: 'Administrator',
    role: 'Administrator',
    organisation_id: null,
    is_active: true,
    is_verified: true,
    created_at: '2026-01-05T09:00:00Z',
    version: 1,
    ...overrides,
  };
}
