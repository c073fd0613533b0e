import { vi } from 'vitest';
import { jsonResponse } from './render.tsx';

type Reply = Response | ((request: { url: URL; init?: RequestInit }) => Response | Promise<Response>);

/**
 * A fetch stub that answers API calls by method and path, e.g. `{ 'GET /api/users/me': jsonResponse(user) }`.
 * Unknown calls fail the test's expectation with a 404. Each reply is built fresh, so a body can be read
 * by every call. `calls` lists "METHOD /path" in order.
 */
export function mockApi(replies: Record<string, Reply>) {
  const calls: string[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}`;
    calls.push(key);
    const reply = replies[key];
    if (!reply) return jsonResponse({ detail: `Nicht gemockt: ${key}` }, { status: 404, statusText: 'Not Found' });
    const response = typeof reply === 'function' ? await reply({ url, init }) : reply;
    return response.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

/** FastAPI-shaped error body with status. */
export const errorResponse = (status: number, detail: unknown, statusText = '') =>
  jsonResponse({ detail }, { status, statusText });
