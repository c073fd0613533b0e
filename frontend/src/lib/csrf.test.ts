import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../testing/render.tsx';

function clearCsrfCookie() {
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

/** Fresh module state per test: the token is fetched once per page load. */
const freshModules = async () => {
  vi.resetModules();
  return { ...(await import('./csrf.ts')), ...(await import('./api-client.ts')) };
};

describe('CSRF token', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    // The server's Set-Cookie, as the browser would store it.
    fetchMock.mockImplementation(async (url) => {
      if (String(url) === '/api/csrf/') document.cookie = 'csrftoken=tok.en; path=/';
      return jsonResponse({});
    });
  });

  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearCsrfCookie();
  });

  it('is fetched once per page load, with credentials, and concurrent callers share the request', async () => {
    const { ensureCsrfToken } = await freshModules();

    await Promise.all([ensureCsrfToken(), ensureCsrfToken()]);
    await ensureCsrfToken();

    expect(calls()).toEqual(['GET /api/csrf/']);
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('is fetched again in a new page load even when an old cookie exists', async () => {
    document.cookie = 'csrftoken=alt; path=/';
    const { ensureCsrfToken } = await freshModules();

    await ensureCsrfToken();

    expect(calls()).toEqual(['GET /api/csrf/']);
  });

  it('only logs a failure, and tries again next time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { ensureCsrfToken } = await freshModules();

    await expect(ensureCsrfToken()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('CSRF-Token konnte nicht geladen werden.', expect.any(TypeError));
    await ensureCsrfToken();

    expect(calls()).toEqual(['GET /api/csrf/', 'GET /api/csrf/']);
  });

  it('is not fetched for reads; the first state-changing call fetches it and sends it', async () => {
    const { apiClient } = await freshModules();

    await apiClient.get('/faqs/public/');
    expect(calls()).toEqual(['GET /api/faqs/public/']);

    await apiClient.post('/auth/logout');
    await apiClient.patch('/users/me', { name: 'Neu' });

    expect(calls()).toEqual([
      'GET /api/faqs/public/',
      'GET /api/csrf/',
      'POST /api/auth/logout',
      'PATCH /api/users/me',
    ]);
    const headers = new Headers(fetchMock.mock.calls[2]?.[1]?.headers);
    expect(headers.get('X-CSRF-Token')).toBe('tok.en');
  });

  it('is not fetched for a state-changing call marked csrf: false (anonymous resident calls)', async () => {
    const { apiClient } = await freshModules();

    await apiClient.post('/quick-checks/completions/', { group: 'gartenhaus' }, { csrf: false });

    expect(calls()).toEqual(['POST /api/quick-checks/completions/']);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('X-CSRF-Token')).toBe(false);
  });
});
