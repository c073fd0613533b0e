import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { appRouting } from './router.tsx';
import { staffRoutes } from './staff-routes.tsx';

/** A URL of a route path, every parameter filled with a word. */
const sampleUrl = (path: string) => path.replace(/:\w+\??/g, 'beispiel');

/** Runs the router's route discovery for a URL and tells whether it added routes. */
async function discover(url: string) {
  const { patchRoutesOnNavigation } = appRouting(new QueryClient());
  const patch = vi.fn();
  const signal = new AbortController().signal;
  await patchRoutesOnNavigation({ path: url, matches: [], patch, signal, fetcherKey: undefined });
  return patch;
}

describe('route discovery', () => {
  it.each(staffRoutes.map((record) => [record.name, sampleUrl(record.path)]))(
    'the public routes leave %s (%s) to "not found"',
    (_name, url) => {
      // Act
      const matches = matchRoutes(appRouting(new QueryClient()).routes, url);

      // Assess
      expect(matches?.at(-1)?.route.path).toBe('*');
    },
  );

  it('adds the staff routes in their layout route to the shell for a staff URL', async () => {
    // Act
    const patch = await discover('/users');

    // Assess
    expect(patch).toHaveBeenCalledOnce();
    const [routeId, children] = patch.mock.calls[0] as [string, { id?: string; children?: { path?: string }[] }[]];
    expect(routeId).toBe('shell');
    expect(children.map((child) => child.id)).toEqual(['staff']);
    expect(children[0]?.children?.map((child) => child.path)).toEqual(staffRoutes.map((record) => record.path));
  });

  it.each(['/home/lindenau', '/quick-check/slides', '/embed/home/lindenau', '/imprint'])(
    'adds nothing for the public page %s',
    async (url) => {
      // Act
      const patch = await discover(url);

      // Assess
      expect(patch).not.toHaveBeenCalled();
    },
  );
});
