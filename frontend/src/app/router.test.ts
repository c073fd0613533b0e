import { spaDocumentFor } from '@baucheck/shared/spa-documents';
import { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { publicPageAt, publicRouteTable } from './public-app.tsx';
import type { RouteHandle } from './route-objects.tsx';
import { publicRoutes } from './public-routes.tsx';
import { routes } from './routes.tsx';
import { staffRouteTable } from './staff-app.tsx';
import { staffRoutes } from './staff-routes.tsx';

/** A URL of a route path, every parameter filled with a word. */
const sampleUrl = (path: string) => path.replace(/:\w+\??/g, 'beispiel');

/** The name of the record `table` shows at `url`, or the path of a route without one ("*"). */
function shownAt(table: RouteObject[], url: string): string | undefined {
  const route = matchRoutes(table, url)?.at(-1)?.route;
  return (route?.handle as RouteHandle | undefined)?.name ?? route?.path;
}

describe('the public entry and the staff app', () => {
  it.each(staffRoutes.map((record) => [record.name, sampleUrl(record.path)]))(
    "the CDN answers %s (%s) with the staff app, which the residents' entry has no route for",
    (_name, url) => {
      // Act
      const document = spaDocumentFor(url);
      const shown = shownAt(publicRouteTable(), url);

      // Assess
      expect(document).toBe('/staff.html');
      expect(shown).toBe('NotFound');
    },
  );

  it.each(publicRoutes.map((record) => [record.name, sampleUrl(record.path)]))(
    "the CDN answers the residents' page %s (%s) with the residents' entry",
    (_name, url) => {
      // Act
      const document = spaDocumentFor(url);

      // Assess
      expect(document).not.toBe('/staff.html');
    },
  );

  it.each(routes.filter((record) => !record.path.includes('*')).map((record) => [record.name, sampleUrl(record.path)]))(
    'the staff app shows %s at %s',
    (name, url) => {
      // Act
      const shown = shownAt(staffRouteTable(new QueryClient()), url);

      // Assess
      expect(shown).toBe(name);
    },
  );

  it.each([
    ['/home/lindenau', 'Home'],
    ['/quick-check/slides', 'QuickCheckSlides'],
    ['/embed/home/lindenau', 'EmbedHome'],
    ['/imprint', 'Imprint'],
  ])('the public entry shows the page of %s itself', (url, name) => {
    // Act
    const page = publicPageAt(publicRouteTable(), url);

    // Assess
    expect(page?.name).toBe(name);
  });

  it('the staff app shows "not found" for an address no route has', () => {
    // Act
    const shown = shownAt(staffRouteTable(new QueryClient()), '/gibt/es/nicht');

    // Assess
    expect(shown).toBe('NotFound');
  });
});
