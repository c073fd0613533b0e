import { isThrottlingError, isTransientError } from '@smithy/core/retry';

type SdkError = Parameters<typeof isTransientError>[0];

/**
 * Whether an error says that a backing service (DynamoDB, S3, Cognito, or any host reached over the
 * network) could not serve the request, rather than that the request or the code is wrong: connection
 * refused or reset, connect, socket and request timeouts (the SDK's `TimeoutError`), throttling that
 * outlasted the SDK's retries, and the service's own 5xx answers. The classification is the SDK's own,
 * the one its retry strategy uses, and it follows `cause` (fetch's "fetch failed" wraps the socket error).
 * Such a request may work in a moment: the API answers 503 instead of the 500 of a bug.
 */
export function isServiceUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const sdkError = error as SdkError;
  return (
    isTransientError(sdkError) ||
    isThrottlingError(sdkError) ||
    sdkError.$fault === 'server' ||
    (sdkError.$metadata?.httpStatusCode ?? 0) >= 500
  );
}
