/*
 * Time limits and retries of the AWS SDK clients. Without them a stalled service (a paused database, a
 * network that drops packets, heavy throttling) keeps a request waiting until API Gateway gives up after
 * 30 s and answers 500; with them the SDK gives up early and the API answers 503 (lib/service-errors).
 * A refused or reset connection fails at once and is retried once; a request that got no answer within
 * its time is retried once as well.
 */

/** Establishing a connection: within a region (or to a local stand-in) it takes milliseconds. */
const CONNECT_TIMEOUT_MS = 1_000;

export interface ClientLimits {
  /** Time for one attempt, from sending the request to the answer's headers, and for the socket to idle. */
  requestTimeoutMs: number;
  /** Attempts in all, the first one included. */
  maxAttempts: number;
}

/** The part of an SDK client's configuration that bounds how long one call may take. */
export const clientLimits = ({ requestTimeoutMs, maxAttempts }: ClientLimits) => ({
  maxAttempts,
  requestHandler: {
    connectionTimeout: CONNECT_TIMEOUT_MS,
    requestTimeout: requestTimeoutMs,
    socketTimeout: requestTimeoutMs,
    // Without it the SDK only logs a warning when requestTimeout passes.
    throwOnRequestTimeout: true,
  },
});
