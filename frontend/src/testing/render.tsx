import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { AppProviders } from '#app/providers.tsx';
import { PrimeReactScope } from '#components/prime-react-scope.tsx';
import { PublicQueryCache } from '#lib/public-queries.tsx';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

/** A query client without retries, so failures show at once instead of after the production back-off. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/** The residents' cache the same way: no retries, nothing forgotten during a test. */
export const createTestPublicQueries = () => new PublicQueryCache({ retries: false, gcTime: Infinity });

/**
 * Renders a component with the providers it has in the app: both data layers, and PrimeReact's (German
 * locale) as the staff pages' layout route gives it.
 */
export function renderWithProviders(
  ui: ReactElement,
  { queryClient = createTestQueryClient(), ...options }: RenderOptions & { queryClient?: QueryClient } = {},
) {
  return {
    queryClient,
    ...render(
      <AppProviders queryClient={queryClient} publicQueries={createTestPublicQueries()}>
        <PrimeReactScope>{ui}</PrimeReactScope>
      </AppProviders>,
      options,
    ),
  };
}

/** A fetch Response with a JSON body. */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}
