import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_TIME, QUERY_RETRIES, queryRetryDelay } from './query-policy.ts';

/** The staff pages' data layer (the residents' pages have their own: public-queries.tsx). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: QUERY_RETRIES,
        retryDelay: queryRetryDelay,
        gcTime: QUERY_GC_TIME,
      },
    },
  });
}
