import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { QUERY_GC_TIME, queryRetryDelay, retryUnlessClientError } from './query-policy.ts';

/*
 * The residents' pages' data layer: a cache of GET answers by key, with the retries and keep time of
 * SPEC.md section 9, read through `usePublicQuery`.
 *
 * Why not react-query, which the staff pages use: its core is about 12 kB gzip whatever one uses of
 * it (a QueryClient brings its mutation cache, focus and online managers), 12 % of the residents'
 * budget for their first load (issue 14: Home JavaScript ≤ 100 kB gzip). The residents' pages only
 * read, public answers that rarely change: one load per key at a time, fresh for a given time, retried
 * on failure, kept a while when unused. That is what this module does, in react-query's terms
 * (queryKey, queryFn, staleTime, retry, isPending, failureReason …), so a reader of one knows the
 * other. Left out on purpose: mutations, refetching fresh answers on window focus or reconnect (public
 * answers are fresh for minutes; failed loads are retried on reconnect), pausing retries while
 * offline, cancelling a load nobody waits for any more (it still fills the cache), and keeping the old
 * object for an equal answer (structural sharing).
 */

export interface PublicQueryOptions<T> {
  /** Identifies the answer: equal keys (as JSON) share one load and one cache entry. */
  queryKey: readonly unknown[];
  queryFn: () => Promise<T>;
  /** How long an answer counts as fresh: a page that needs it within this time does not ask again. */
  staleTime: number;
  /** Whether to try again after `failureCount` failures (0 after the first); default: `retryUnlessClientError`. */
  retry?: (failureCount: number, error: unknown) => boolean;
}

interface QueryState<T> {
  data: T | undefined;
  /** When `data` arrived (ms since the epoch); 0 for none, or once invalidated. */
  updatedAt: number;
  /**
   * The error of the last load that gave up; null after a success. A new load clears it where there is
   * no answer yet (the page is pending again) and keeps it beside an older answer, as react-query does.
   */
  error: unknown;
  /** The last attempt's error, also while retries go on; null when a load starts or succeeds. */
  failureReason: unknown;
  isFetching: boolean;
}

const EMPTY_STATE: QueryState<never> = {
  data: undefined,
  updatedAt: 0,
  error: null,
  failureReason: null,
  isFetching: false,
};

class QueryEntry<T> {
  state: QueryState<T> = EMPTY_STATE;
  running: Promise<T> | undefined;
  /** Counts invalidations: a load that started before one does not make its answer fresh. */
  generation = 0;
  gcTimer: ReturnType<typeof setTimeout> | undefined;
  readonly listeners = new Set<() => void>();
  constructor(
    readonly hash: string,
    public options: PublicQueryOptions<T>,
  ) {}

  isFresh(): boolean {
    return this.state.data !== undefined && Date.now() - this.state.updatedAt < this.options.staleTime;
  }
}

interface CachePolicy {
  /** Off in unit tests, which want a failure at once. */
  retries: boolean;
  gcTime: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class PublicQueryCache {
  private readonly entries = new Map<string, QueryEntry<unknown>>();

  constructor(private readonly policy: CachePolicy = { retries: true, gcTime: QUERY_GC_TIME }) {
    // As react-query does: what failed for want of a connection is loaded again once it is back.
    if (typeof window !== 'undefined') window.addEventListener('online', () => this.reloadFailed());
  }

  /** The entry of the options' key (created if new), which keeps the latest options for its loads. */
  entry<T>(options: PublicQueryOptions<T>): QueryEntry<T> {
    const hash = JSON.stringify(options.queryKey);
    const known = this.entries.get(hash) as QueryEntry<T> | undefined;
    if (known) {
      known.options = options;
      return known;
    }
    const entry = new QueryEntry(hash, options);
    this.entries.set(hash, entry as QueryEntry<unknown>);
    this.collectLater(entry);
    return entry;
  }

  /** The answer: the cached one while fresh, else that of a load (the running one, if any). */
  fetch<T>(options: PublicQueryOptions<T>): Promise<T> {
    const entry = this.entry(options);
    return entry.isFresh() ? Promise.resolve(entry.state.data as T) : this.load(entry);
  }

  /** Starts loading what a page will soon need, unless fresh; failures are left to that page. */
  prefetch<T>(options: PublicQueryOptions<T>): void {
    this.fetch(options).catch(() => undefined);
  }

  /** Marks the key's answer as outdated (e.g. after staff changed it): loaded again now if shown, else when next needed. */
  invalidate(queryKey: readonly unknown[]): void {
    const entry = this.entries.get(JSON.stringify(queryKey));
    if (!entry) return;
    entry.generation += 1;
    this.update(entry, { updatedAt: 0 });
    // A load already running may bring the old answer: load again after it.
    const reload = () => {
      if (entry.listeners.size > 0 && !entry.isFresh()) this.load(entry).catch(() => undefined);
    };
    if (entry.running) entry.running.then(reload, reload);
    else reload();
  }

  /** One load per key at a time: a second caller gets the running one. */
  load<T>(entry: QueryEntry<T>): Promise<T> {
    entry.running ??= this.attempt(entry).finally(() => {
      entry.running = undefined;
      this.collectLater(entry);
    });
    return entry.running;
  }

  subscribe<T>(entry: QueryEntry<T>, listener: () => void): () => void {
    clearTimeout(entry.gcTimer);
    // Collected while unused between a render and its subscription: the page keeps this entry.
    if (!this.entries.has(entry.hash)) this.entries.set(entry.hash, entry as QueryEntry<unknown>);
    entry.listeners.add(listener);
    return () => {
      entry.listeners.delete(listener);
      this.collectLater(entry);
    };
  }

  private reloadFailed() {
    for (const entry of this.entries.values()) {
      if (entry.listeners.size > 0 && entry.state.error !== null) this.load(entry).catch(() => undefined);
    }
  }

  private async attempt<T>(entry: QueryEntry<T>): Promise<T> {
    const generation = entry.generation;
    // Without an answer yet, the page shows its loading state again rather than the last error.
    const cleared = entry.state.data === undefined ? { error: null } : {};
    this.update(entry, { ...cleared, isFetching: true, failureReason: null });
    const { queryFn, retry = retryUnlessClientError } = entry.options;
    for (let failureCount = 0; ; failureCount += 1) {
      try {
        const data = await queryFn();
        const updatedAt = entry.generation === generation ? Date.now() : 0;
        this.update(entry, { data, updatedAt, error: null, failureReason: null, isFetching: false });
        return data;
      } catch (error) {
        if (!this.policy.retries || !retry(failureCount, error)) {
          this.update(entry, { error, failureReason: error, isFetching: false });
          throw error;
        }
        this.update(entry, { failureReason: error });
        await sleep(queryRetryDelay(failureCount));
      }
    }
  }

  private update<T>(entry: QueryEntry<T>, change: Partial<QueryState<T>>) {
    entry.state = { ...entry.state, ...change };
    for (const listener of entry.listeners) listener();
  }

  /** Forgets an entry nobody shows or loads once it has been unused for the keep time. */
  private collectLater(entry: QueryEntry<unknown>) {
    if (entry.listeners.size > 0 || entry.running || !Number.isFinite(this.policy.gcTime)) return;
    clearTimeout(entry.gcTimer);
    entry.gcTimer = setTimeout(() => {
      if (entry.listeners.size === 0 && !entry.running && this.entries.get(entry.hash) === entry) {
        this.entries.delete(entry.hash);
      }
    }, this.policy.gcTime);
  }
}

const PublicQueryContext = createContext<PublicQueryCache | null>(null);

export function PublicQueryProvider({ cache, children }: { cache: PublicQueryCache; children: ReactNode }) {
  return <PublicQueryContext value={cache}>{children}</PublicQueryContext>;
}

export function usePublicQueryCache(): PublicQueryCache {
  const cache = useContext(PublicQueryContext);
  if (!cache) throw new Error('usePublicQueryCache needs a PublicQueryProvider.');
  return cache;
}

export interface PublicQueryResult<T> {
  data: T | undefined;
  error: unknown;
  failureReason: unknown;
  /** No answer yet and no error (also while not enabled, or while loading again after an error), as react-query's `isPending`. */
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  /** `data` is the previous key's answer, shown while this key's loads (`keepPrevious`). */
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
}

interface UsePublicQueryOptions {
  /** False: nothing is loaded (yet); the result is pending unless the cache has the answer. */
  enabled?: boolean;
  /** While a new key's answer loads, show the previous key's (a list that should not jump). */
  keepPrevious?: boolean;
}

/** The answer for the options' key, loaded when enabled and not fresh, and again on `refetch`. */
export function usePublicQuery<T>(
  options: PublicQueryOptions<T>,
  { enabled = true, keepPrevious = false }: UsePublicQueryOptions = {},
): PublicQueryResult<T> {
  const cache = usePublicQueryCache();
  const entry = cache.entry(options);
  const subscribe = useCallback((listener: () => void) => cache.subscribe(entry, listener), [cache, entry]);
  // The prerendered landing shell and its hydration both render nothing loaded yet, whatever the
  // browser's cache may hold by then; React renders again with it right after hydrating.
  const state = useSyncExternalStore(
    subscribe,
    () => entry.state,
    () => EMPTY_STATE,
  );

  useEffect(() => {
    if (enabled && !entry.isFresh()) cache.load(entry).catch(() => undefined);
  }, [cache, entry, enabled]);

  // The last answer shown, kept in state (not a ref) so that rendering stays pure.
  const [previous, setPrevious] = useState<T | undefined>(undefined);
  if (keepPrevious && state.data !== undefined && state.data !== previous) setPrevious(state.data);
  const placeholder = keepPrevious && state.data === undefined && state.error === null ? previous : undefined;
  const data = state.data ?? placeholder;

  return {
    data,
    error: state.error,
    failureReason: state.failureReason,
    isPending: data === undefined && state.error === null,
    isError: state.error !== null,
    isFetching: state.isFetching,
    isPlaceholderData: placeholder !== undefined,
    refetch: () => cache.load(entry).catch(() => undefined),
  };
}
