import type { PublicReferenceUnit, ReferenceUnit, UnitSearchHit } from '@baucheck/shared/reference-units';
import { STAFF_PATH } from '@baucheck/shared/spa-documents';
import type { User } from '@baucheck/shared/users';
import { render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { AppProviders } from '#app/providers.tsx';
import { publicRouteTable, PublicRoutes, StaffPageContext } from '#app/public-app.tsx';
import { staffApp } from '#app/staff-app.tsx';
import type { RouteRecord } from '#app/route-records.ts';
import { createTestPublicQueries, createTestQueryClient } from './render.tsx';

function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => onLocation(location), [location, onLocation]);
  return null;
}

/**
 * The whole app (shell, routes, guard) at a URL, in memory, with the providers of main.tsx only: as
 * the CDN does, a staff page gets the staff app (staff-main.tsx, a data router with every route and
 * the guards), any other address the residents' entry (main.tsx), which hands a staff page reached
 * by a link to the staff app, as the browser loads staff.html. `publicRecords` replaces the
 * residents' routes. `location()` is the current location of whichever router runs.
 */
export function renderApp(path: string, publicRecords?: readonly RouteRecord[]) {
  const queryClient = createTestQueryClient();
  let current: Location | undefined;
  let staffRouter: { state: { location: Location } } | undefined;
  const setCurrent = (location: Location) => {
    current = location;
  };
  const publicQueries = createTestPublicQueries();
  const withProviders = (app: ReactNode) => (
    <AppProviders queryClient={queryClient} publicQueries={publicQueries}>
      {app}
    </AppProviders>
  );
  const staffAppAt = (url: string) => {
    const staff = staffApp(queryClient, (routes) => createMemoryRouter(routes, { initialEntries: [url] }));
    staffRouter = staff.router;
    return withProviders(staff.element);
  };
  const openStaffPage = (url: string) => result.rerender(staffAppAt(url));
  const result = render(
    STAFF_PATH.test(new URL(path, 'http://localhost').pathname)
      ? staffAppAt(path)
      : withProviders(
          <StaffPageContext.Provider value={openStaffPage}>
            <MemoryRouter initialEntries={[path]}>
              <LocationProbe onLocation={setCurrent} />
              <PublicRoutes table={publicRouteTable(publicRecords)} />
            </MemoryRouter>
          </StaffPageContext.Provider>,
        ),
  );
  const location = () => staffRouter?.state.location ?? current;
  return { ...result, location, queryClient };
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
    is_approved: true,
    created_at: '2026-01-05T09:00:00Z',
    version: 1,
    ...overrides,
  };
}
