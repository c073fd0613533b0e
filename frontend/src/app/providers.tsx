import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PublicQueryProvider, type PublicQueryCache } from '#lib/public-queries.tsx';

interface AppProvidersProps {
  queryClient: QueryClient;
  publicQueries: PublicQueryCache;
  children: ReactNode;
}

/**
 * The staff app's providers (staff-main.tsx): react-query for the staff pages and the residents' cache
 * for the residents' pages it shows too. The residents' document has only the latter (app-element.tsx).
 * PrimeReact's is not one of them: see #components/prime-react-scope.tsx.
 */
export function AppProviders({ queryClient, publicQueries, children }: AppProvidersProps) {
  return (
    <PublicQueryProvider cache={publicQueries}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </PublicQueryProvider>
  );
}
