import { QueryClient } from '@tanstack/react-query';

/** SPEC.md section 9: three retries with capped exponential back-off, unused data kept five minutes. */
export const QUERY_RETRIES = 3;
export const queryRetryDelay = (failureCount: number) => Math.min(1000 * 2 ** failureCount, 30_000);
export const QUERY_GC_TIME = 5 * 60 * 1000;

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
