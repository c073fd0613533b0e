/*
 * How every load of the app retries and how long unused answers are kept (SPEC.md section 9), for both
 * data layers: react-query on staff pages (query-client.ts) and the residents' own (public-queries.tsx).
 */

import { ApiError } from './api-client.ts';

/** Three retries after the first failure. */
export const QUERY_RETRIES = 3;
/** Capped exponential back-off before the retry that follows `failureCount` failures (0 after the first). */
export const queryRetryDelay = (failureCount: number) => Math.min(1000 * 2 ** failureCount, 30_000);
/**
 * Both data layers' retry rule: a 4xx answer does not change on retry (e.g. no published check for a
 * unit: 404), so it is shown at once; network errors and 5xx are retried QUERY_RETRIES times.
 */
export const retryUnlessClientError = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < QUERY_RETRIES;
/** Unused answers are kept five minutes. */
export const QUERY_GC_TIME = 5 * 60 * 1000;
