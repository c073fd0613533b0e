import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../testing/render.tsx';
import { apiClient, ApiError } from './api-client.ts';

const fetchMock = vi.fn<typeof fetch>();

function lastRequest() {
  const [url, init] = fetchMock.mock.lastCall ?? [];
  return { url, init, headers: new Headers(init?.headers) };
}

function clearCsrfCookie() {
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

describe('apiClient', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    clearCsrfCookie();
  });

  it('sends the CSRF token from the csrftoken cookie on writes and includes credentials', async () => {
    // Prepare
    document.cookie = 'other=1; path=/';
    document.cookie = 'csrftoken=tok%3Den123; path=/';
    fetchMock.mockImplementation(async () => jsonResponse({ id: 'c1' }, { status: 201 }));

    // Act
    const result = await apiClient.post('/faqs/', { text: 'Neu' });

    // Assess
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/faqs/');
    expect(init?.credentials).toBe('include');
    expect(headers.get('X-CSRF-Token')).toBe('tok=en123');
    expect(result).toEqual({ id: 'c1' });
  });

  it('sends no CSRF header on reads, which the server does not check, but the cookies', async () => {
    // Prepare
    document.cookie = 'csrftoken=tok%3Den123; path=/';
    fetchMock.mockResolvedValue(jsonResponse([{ id: 'c1' }]));

    // Act
    const result = await apiClient.get('/faqs/public/');

    // Assess
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/faqs/public/');
    expect(init?.credentials).toBe('include');
    expect(headers.has('X-CSRF-Token')).toBe(false);
    expect(result).toEqual([{ id: 'c1' }]);
  });

  it('sends no CSRF header on a write the route table exempts (csrf: false)', async () => {
    document.cookie = 'csrftoken=tok%3Den123; path=/';
    fetchMock.mockImplementation(async () => new Response(null, { status: 204 }));

    await apiClient.post('/quick-checks/completions/', { group: 'gartenhaus' }, { csrf: false });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(lastRequest().headers.has('X-CSRF-Token')).toBe(false);
  });

  it('sends plain bodies as JSON and leaves out empty query values', async () => {
    // A fresh response per call: a state-changing call may fetch the CSRF token first (csrf.test.ts).
    fetchMock.mockImplementation(async () => jsonResponse({ id: 'n1' }, { status: 201 }));

    await apiClient.post('/faqs/', { text: 'Neu' }, { query: { type: 'Landing Page FAQs', page: undefined } });

    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/faqs/?type=Landing+Page+FAQs');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"text":"Neu"}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('resolves 204 No Content to undefined without reading a body', async () => {
    fetchMock.mockImplementation(async () => new Response(null, { status: 204 }));

    await expect(apiClient.delete('/faqs/c1/')).resolves.toBeUndefined();
  });

  it('throws an ApiError with url, status, status text and the parsed JSON body', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ detail: 'Der User existiert nicht' }, { status: 404, statusText: 'Not Found' }),
    );

    const error = await apiClient.get('/users/42').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: 'ApiError',
      url: '/api/users/42',
      status: 404,
      statusText: 'Not Found',
      body: { detail: 'Der User existiert nicht' },
      message: 'Der User existiert nicht',
    });
  });

  it('uses a German text for a known status without detail', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}, { status: 503, statusText: 'Service Unavailable' }));

    await expect(apiClient.get('/faqs/public/')).rejects.toThrow(
      'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in einigen Augenblicken erneut.',
    );
  });

  it('states status, status text and body for any other status, keeping a non-JSON body as text', async () => {
    fetchMock.mockResolvedValue(new Response('kaputt', { status: 418, statusText: "I'm a teapot" }));

    const error = (await apiClient.get('/tea/').catch((caught: unknown) => caught)) as ApiError;

    expect(error.body).toBe('kaputt');
    expect(error.message).toBe("Die Anfrage ist fehlgeschlagen (Status 418 I'm a teapot): kaputt");
  });
});
