import type { PublicReferenceUnit, ReferenceUnit, UnitSearchHit } from '@baucheck/shared/reference-units';
import type { User } from '@baucheck/shared/users';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '#app/providers.tsx';
import type { RouteRecord } from '#app/route-records.ts';
import { appRouting } from '#app/router.tsx';
import { createTestQueryClient } from './render.tsx';

/**
 * The whole app (shell, routes, guard) at a URL, in memory, with the providers of main.tsx only. As in
 * main.tsx the router starts with the public routes and adds the staff routes when a URL needs them;
 * `publicRecords` replaces the public routes.
 */
export function renderApp(path: string, publicRecords?: readonly RouteRecord[]) {
  const queryClient = createTestQueryClient();
  const { routes, patchRoutesOnNavigation } = appRouting(queryClient, publicRecords);
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

/** A reference unit (Land or Gemeinde) as the units list returns it, named after its id unless told. */
export function testUnit(id: string, kind: ReferenceUnit['kind'], parentId: string | null, name = id): ReferenceUnit {
  return {
    id,
    slug: id,
    name,
    kind,
    ags: kind === 'Land' ? '99' : '99000000',
    plz: [],
    parent_id: parentId,
    coat_of_arms: null,
    contact: { office: 'Bauamt', phone: null, email: null, website: null },
    side_laws: {},
    links: {},
    demo: true,
  };
}

/** The unit as `GET /api/reference-units/by-slug/{slug}/` returns it, with its Land's name. */
export const testPublicUnit = (unit: ReferenceUnit, landName: string | null): PublicReferenceUnit => ({
  ...unit,
  land_name: landName,
});

/** The unit as a hit of `GET /api/reference-units/search/`. */
export const testSearchHit = (unit: ReferenceUnit, landName: string | null): UnitSearchHit => ({
  id: unit.id,
  slug: unit.slug,
  name: unit.name,
  kind: unit.kind,
  ags: unit.ags,
  land_id: unit.parent_id,
  land_name: landName,
  plz: unit.plz,
  demo: unit.demo,
});

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
