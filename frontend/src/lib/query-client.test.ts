import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { createQueryClient } from './query-client.ts';

/** Observes a query of the staff pages' client until the test ends, as a mounted page would. */
function observe(queryFn: () => Promise<unknown>) {
  const observer = new QueryObserver(createQueryClient(), { queryKey: ['products', 'list'], queryFn });
  const unsubscribe = observer.subscribe(() => undefined);
  return { observer, unsubscribe };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the staff pages’ query client', () => {
  it('shows a 4xx answer at once instead of retrying it', async () => {
    const forbidden = new ApiError('/api/products/', 403, 'Forbidden', null);
    const queryFn = vi.fn(() => Promise.reject(forbidden));
    const { observer, unsubscribe } = observe(queryFn);
    await vi.waitFor(() => expect(observer.getCurrentResult()).toMatchObject({ isError: true, error: forbidden }));
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('retries a failure that may pass (5xx, network) three times with growing pauses', async () => {
    vi.useFakeTimers();
    const unavailable = new ApiError('/api/products/', 503, 'Service Unavailable', null);
    const queryFn = vi.fn(() => Promise.reject(unavailable));
    const { observer, unsubscribe } = observe(queryFn);
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    expect(queryFn).toHaveBeenCalledTimes(3);
    expect(observer.getCurrentResult().isError).toBe(false);
    await vi.advanceTimersByTimeAsync(4000);
    expect(queryFn).toHaveBeenCalledTimes(4);
    expect(observer.getCurrentResult()).toMatchObject({ isError: true, error: unavailable });
    unsubscribe();
  });
});
