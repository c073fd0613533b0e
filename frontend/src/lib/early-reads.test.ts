import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../testing/render.tsx';
import { apiClient } from './api-client.ts';
import { endEarlyReads, startEarlyRead } from './early-reads.ts';

const fetchMock = vi.fn<typeof fetch>();

describe('early reads (the document asks, the app takes the answer)', () => {
  beforeEach(() => {
    delete window.__baucheckEarlyReads;
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('answers the first load of the same address from the early read, and later loads from the server', async () => {
    // Prepare: the document asked for the check before the app ran
    fetchMock.mockResolvedValueOnce(jsonResponse({ title: 'früh' }));
    startEarlyRead('/api/quick-checks/checks/unit-a/gartenhaus/');

    // Act
    const first = await apiClient.get('/quick-checks/checks/unit-a/gartenhaus/');
    fetchMock.mockResolvedValueOnce(jsonResponse({ title: 'später' }));
    const second = await apiClient.get('/quick-checks/checks/unit-a/gartenhaus/');

    // Assess: the first load got the early answer without asking again; the second asked the server
    expect(first).toEqual({ title: 'früh' });
    expect(second).toEqual({ title: 'später' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/quick-checks/checks/unit-a/gartenhaus/');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('Accept')).toBe('application/json');
  });

  it('turns an early error answer into the same ApiError a load gets', async () => {
    // Prepare
    fetchMock.mockResolvedValueOnce(jsonResponse({ detail: 'Kein Check für diese Gemeinde.' }, { status: 404 }));
    startEarlyRead('/api/quick-checks/checks/unit-a/carport_garage/');

    // Act
    const load = apiClient.get('/quick-checks/checks/unit-a/carport_garage/');

    // Assess
    await expect(load).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      message: 'Kein Check für diese Gemeinde.',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives an early read that failed to its load once, so that a retry asks the server', async () => {
    // Prepare: the connection dropped while the document asked
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    startEarlyRead('/api/quick-checks/products/p-1/');

    // Act
    const first = apiClient.get('/quick-checks/products/p-1/');
    await expect(first).rejects.toThrow('Failed to fetch');
    fetchMock.mockResolvedValueOnce(jsonResponse({ name: 'Carport Classic' }));
    const retry = await apiClient.get('/quick-checks/products/p-1/');

    // Assess
    expect(retry).toEqual({ name: 'Carport Classic' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('starts none and hands out none once the app has ended them', async () => {
    // Prepare: one read asked for, then the app's first page started its loads
    fetchMock.mockResolvedValueOnce(jsonResponse({ title: 'früh' }));
    startEarlyRead('/api/quick-checks/checks/unit-a/gartenhaus/');
    endEarlyReads();
    startEarlyRead('/api/quick-checks/checks/unit-b/gartenhaus/');
    fetchMock.mockResolvedValue(jsonResponse({ title: 'vom Server' }));

    // Act
    const taken = await apiClient.get('/quick-checks/checks/unit-a/gartenhaus/');

    // Assess: the late script asked nothing; the load asked the server itself
    expect(taken).toEqual({ title: 'vom Server' });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/quick-checks/checks/unit-a/gartenhaus/',
      '/api/quick-checks/checks/unit-a/gartenhaus/',
    ]);
  });

  it('never answers a write or a differently asked read from an early read', async () => {
    // Prepare
    fetchMock.mockResolvedValueOnce(jsonResponse({ title: 'früh' }));
    startEarlyRead('/api/quick-checks/checks/unit-a/gartenhaus/');
    fetchMock.mockImplementation(async () => jsonResponse({ ok: true }));

    // Act
    await apiClient.post('/quick-checks/checks/unit-a/gartenhaus/', { x: 1 }, { csrf: false });
    await apiClient.get('/quick-checks/checks/unit-a/gartenhaus/', { responseType: 'text' });
    await apiClient.get('/quick-checks/checks/unit-a/gartenhaus/', { cache: 'no-store' });

    // Assess: all three asked the server; the early read is still there for the page's load
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(await apiClient.get('/quick-checks/checks/unit-a/gartenhaus/')).toEqual({ title: 'früh' });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
