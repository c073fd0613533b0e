import type { User } from '@baucheck/shared/users';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '#app/providers.tsx';
import { appRouteObjects } from '#app/router.tsx';
import { routes, type RouteRecord } from '#app/routes.tsx';
import { createTestQueryClient } from './render.tsx';

/** The whole app (shell, routes, guard) at a URL, in memory, with the providers of main.tsx only. */
export function renderApp(path: string, records: readonly RouteRecord[] = routes) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(appRouteObjects(queryClient, records), { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
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
