import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_TIME, queryRetryDelay, retryUnlessClientError } from './query-policy.ts';

/**
 * The staff pages' data layer (the residents' pages have their own: public-queries.tsx), with the same
 * retry rule: a 4xx answer (a record deleted meanwhile, a filter the server refuses, a session that
 * ended) is shown at once instead of after three retries and seven seconds. The records the staff
 * pages read by id (a check's draft, its test cases, a managed unit) are read strongly consistent on
 * the server, so a 404 right after creating one is real, not a replica lagging behind.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryUnlessClientError,
        retryDelay: queryRetryDelay,
        gcTime: QUERY_GC_TIME,
      },
    },
  });
}
