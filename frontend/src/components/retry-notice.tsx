import { errorText, isTemporaryFailure } from '#lib/error-text.ts';

/** What the notice needs of a query result (usePublicQuery's, as react-query's). */
export interface RetryableQuery {
  /** The last attempt's error, also while retries go on; null after a success. */
  failureReason: unknown;
  /** The error once the retries gave up; kept while a new attempt runs beside an older answer. */
  error: unknown;
  refetch: () => Promise<unknown>;
}

const problemOf = (query: RetryableQuery): unknown => query.failureReason ?? query.error;

/** The first temporary failure (see {@link isTemporaryFailure}) among the queries, or undefined. */
export const temporaryFailureOf = (queries: readonly RetryableQuery[]): unknown =>
  queries.map(problemOf).find(isTemporaryFailure);

/**
 * Says in German why a load failed for a reason that may pass (503: a service is unreachable; no
 * connection) and offers to try again. It shows from the first failed attempt on, while the retries
 * go on in the background, so a resident is told at once instead of after all of them;
 * the button starts a fresh attempt of the failing loads. Nothing is shown otherwise.
 */
export function RetryNotice({ queries, lead }: { queries: readonly RetryableQuery[]; lead?: string }) {
  const failure = temporaryFailureOf(queries);
  if (failure === undefined) return null;
  const retry = () => {
    for (const query of queries) if (problemOf(query)) void query.refetch();
  };
  return (
    <div className="notice retry-notice" role="alert">
      <p>
        {lead ? `${lead} ` : ''}
        {errorText(failure)}
      </p>
      <p>
        <button type="button" className="button button--secondary" onClick={retry}>
          Erneut versuchen
        </button>
      </p>
    </div>
  );
}
