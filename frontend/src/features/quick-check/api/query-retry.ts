import { ApiError } from '#lib/api-client.ts';
import { QUERY_RETRIES } from '#lib/query-policy.ts';

/**
 * A 4xx answer does not change on retry (e.g. no published check for a unit: 404), so residents see it
 * at once; network errors and 5xx are retried as everywhere (SPEC.md section 9).
 */
export const noRetryOnClientError = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < QUERY_RETRIES;
