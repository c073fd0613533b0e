import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { PublicQueryCache, PublicQueryProvider, usePublicQuery, type PublicQueryOptions } from './public-queries.tsx';
import { QUERY_GC_TIME } from './query-policy.ts';

/** A load that answers only when the test says so. */
function pendingLoad<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const queryFn = vi.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { queryFn, calls };
}

const options = <T,>(queryFn: () => Promise<T>, extra: Partial<PublicQueryOptions<T>> = {}): PublicQueryOptions<T> => ({
  queryKey: ['test', 'key'],
  queryFn,
  staleTime: 60_000,
  ...extra,
});

function renderQuery<T>(
  cache: PublicQueryCache,
  initial: { query: PublicQueryOptions<T>; enabled?: boolean; keepPrevious?: boolean },
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PublicQueryProvider cache={cache}>{children}</PublicQueryProvider>
  );
  return renderHook(({ query, enabled, keepPrevious }) => usePublicQuery(query, { enabled, keepPrevious }), {
    wrapper,
    initialProps: initial,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('usePublicQuery', () => {
  it('is pending until the answer arrives, then shows it', async () => {
    const load = pendingLoad<string>();
    const { result } = renderQuery(new PublicQueryCache(), { query: options(load.queryFn) });

    expect(result.current).toMatchObject({ data: undefined, isPending: true, isFetching: true, isError: false });
    act(() => load.calls[0]?.resolve('Lindenau'));
    await waitFor(() =>
      expect(result.current).toMatchObject({ data: 'Lindenau', isPending: false, isFetching: false }),
    );
  });

  it('loads a key once for all who need it, and not again while fresh', async () => {
    const cache = new PublicQueryCache();
    const queryFn = vi.fn(() => Promise.resolve(42));
    const first = renderQuery(cache, { query: options(queryFn) });
    const second = renderQuery(cache, { query: options(queryFn) });
    await waitFor(() => expect(second.result.current.data).toBe(42));
    expect(first.result.current.data).toBe(42);
    await expect(cache.fetch(options(queryFn))).resolves.toBe(42);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('loads again when the answer is no longer fresh', async () => {
    const cache = new PublicQueryCache();
    const queryFn = vi.fn(() => Promise.resolve('neu'));
    await cache.fetch(options(queryFn, { staleTime: 0 }));
    const { result } = renderQuery(cache, { query: options(queryFn, { staleTime: 0 }) });
    expect(result.current.data).toBe('neu');
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
  });

  it('loads nothing while not enabled, and is pending then', () => {
    const queryFn = vi.fn(() => Promise.resolve(1));
    const { result } = renderQuery(new PublicQueryCache(), { query: options(queryFn), enabled: false });
    expect(result.current).toMatchObject({ data: undefined, isPending: true, isFetching: false });
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('retries three times with back-off, telling the failure from the first attempt on', async () => {
    vi.useFakeTimers();
    const failure = new Error('Keine Verbindung');
    const queryFn = vi.fn(() => Promise.reject(failure));
    const { result } = renderQuery(new PublicQueryCache(), { query: options(queryFn) });

    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toMatchObject({ failureReason: failure, error: null, isError: false, isFetching: true });
    await act(() => vi.advanceTimersByTimeAsync(1000 + 2000));
    expect(queryFn).toHaveBeenCalledTimes(3);
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(queryFn).toHaveBeenCalledTimes(4);
    expect(result.current).toMatchObject({ error: failure, isError: true, isPending: false, isFetching: false });
  });

  it('gives up at once on a 4xx answer, which does not change on retry', async () => {
    const notFound = new ApiError('/api/public/checks/gartenhaus/lindenau', 404, 'Not Found', null);
    const queryFn = vi.fn(() => Promise.reject(notFound));
    const { result } = renderQuery(new PublicQueryCache(), { query: options(queryFn) });
    await waitFor(() => expect(result.current).toMatchObject({ error: notFound, isError: true }));
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('retries a 5xx answer, which may change', async () => {
    vi.useFakeTimers();
    const unavailable = new ApiError('/api/public/checks/gartenhaus/lindenau', 503, 'Service Unavailable', null);
    const queryFn = vi.fn(() => Promise.reject(unavailable));
    renderQuery(new PublicQueryCache(), { query: options(queryFn) });
    await act(() => vi.advanceTimersByTimeAsync(1000 + 2000 + 4000));
    expect(queryFn).toHaveBeenCalledTimes(4);
  });

  it('gives up at once where a query sets its own retry rule', async () => {
    const queryFn = vi.fn(() => Promise.reject(new Error('503')));
    const { result } = renderQuery(new PublicQueryCache(), { query: options(queryFn, { retry: () => false }) });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('is pending again while a new attempt runs after an error without an answer (refetch)', async () => {
    const load = pendingLoad<string>();
    const { result } = renderQuery(new PublicQueryCache({ retries: false, gcTime: Infinity }), {
      query: options(load.queryFn),
    });
    act(() => load.calls[0]?.reject(new Error('503')));
    await waitFor(() => expect(result.current.isError).toBe(true));

    act(() => void result.current.refetch());
    expect(result.current).toMatchObject({ isError: false, isPending: true, failureReason: null, isFetching: true });
    act(() => load.calls[1]?.resolve('wieder da'));
    await waitFor(() => expect(result.current).toMatchObject({ data: 'wieder da', error: null, isError: false }));
  });

  it('keeps the older answer beside the error of a later load', async () => {
    const cache = new PublicQueryCache({ retries: false, gcTime: Infinity });
    const load = pendingLoad<string>();
    const { result } = renderQuery(cache, { query: options(load.queryFn) });
    act(() => load.calls[0]?.resolve('erste Antwort'));
    await waitFor(() => expect(result.current.data).toBe('erste Antwort'));

    act(() => void result.current.refetch());
    act(() => load.calls[1]?.reject(new Error('503')));
    await waitFor(() => expect(result.current).toMatchObject({ data: 'erste Antwort', isError: true }));
    act(() => void result.current.refetch());
    expect(result.current).toMatchObject({ data: 'erste Antwort', isError: true, isFetching: true });
  });

  it('loads what failed again when the connection is back', async () => {
    let online = false;
    const queryFn = vi.fn(() =>
      online ? Promise.resolve('verbunden') : Promise.reject(new TypeError('Failed to fetch')),
    );
    const { result } = renderQuery(new PublicQueryCache({ retries: false, gcTime: Infinity }), {
      query: options(queryFn),
    });
    await waitFor(() => expect(result.current.isError).toBe(true));

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current.data).toBe('verbunden'));
  });

  it("shows the previous key's answer while the next key loads (keepPrevious)", async () => {
    const cache = new PublicQueryCache();
    const answers: Record<string, string> = { a: 'Treffer für a' };
    const search = (term: string) =>
      options(() => Promise.resolve(answers[term] ?? ''), { queryKey: ['search', term] });
    const load = pendingLoad<string>();
    const { result, rerender } = renderQuery(cache, { query: search('a'), keepPrevious: true });
    await waitFor(() => expect(result.current.data).toBe('Treffer für a'));

    rerender({ query: { ...search('b'), queryFn: load.queryFn }, keepPrevious: true });
    expect(result.current).toMatchObject({ data: 'Treffer für a', isPlaceholderData: true, isFetching: true });
    act(() => load.calls[0]?.resolve('Treffer für b'));
    await waitFor(() => expect(result.current).toMatchObject({ data: 'Treffer für b', isPlaceholderData: false }));
  });

  it('loads an invalidated key again at once where it is shown', async () => {
    const cache = new PublicQueryCache();
    let version = 1;
    const query = () => options(() => Promise.resolve(`Fassung ${version}`), { queryKey: ['faqs', 'public'] });
    const { result } = renderQuery(cache, { query: query() });
    await waitFor(() => expect(result.current.data).toBe('Fassung 1'));

    version = 2;
    act(() => cache.invalidate(['faqs', 'public']));
    await waitFor(() => expect(result.current.data).toBe('Fassung 2'));
  });
});

describe('PublicQueryCache', () => {
  it('does not take an answer that was on its way during an invalidation as fresh', async () => {
    const cache = new PublicQueryCache();
    const load = pendingLoad<string>();
    const query = options(load.queryFn, { queryKey: ['faqs', 'public'] });
    const before = cache.fetch(query);
    cache.invalidate(['faqs', 'public']);
    load.calls[0]?.resolve('vor der Änderung');
    await before;

    const after = cache.fetch(query);
    expect(load.calls).toHaveLength(2);
    load.calls[1]?.resolve('nach der Änderung');
    await expect(after).resolves.toBe('nach der Änderung');
  });

  it('forgets an answer nobody shows after the keep time, and loads it again when needed', async () => {
    vi.useFakeTimers();
    const cache = new PublicQueryCache();
    const queryFn = vi.fn(() => Promise.resolve('Antwort'));
    const query = options(queryFn, { staleTime: Infinity });
    await cache.fetch(query);
    await vi.advanceTimersByTimeAsync(QUERY_GC_TIME - 1);
    await cache.fetch(query);
    expect(queryFn).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(QUERY_GC_TIME);
    await cache.fetch(query);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('keeps what a page shows however long it is shown', async () => {
    vi.useFakeTimers();
    const cache = new PublicQueryCache();
    const queryFn = vi.fn(() => Promise.resolve('Antwort'));
    const query = options(queryFn, { staleTime: Infinity });
    renderQuery(cache, { query });
    await act(() => vi.advanceTimersByTimeAsync(3 * QUERY_GC_TIME));
    await cache.fetch(query);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
