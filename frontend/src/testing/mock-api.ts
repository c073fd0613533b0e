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

/**
 * A reply for a list the server pages: the items that pass `matches` for the request's query, `limit`
 * at a time (default 50), the cursor being the position of the next page. Reads `items()` per call,
 * so a test can change what the "server" holds.
 */
export function pagedReply<T>(
  items: () => readonly T[],
  matches: (item: T, query: URLSearchParams) => boolean = () => true,
) {
  return ({ url }: { url: URL }) => {
    const found = items().filter((item) => matches(item, url.searchParams));
    const start = Number(url.searchParams.get('cursor') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 50);
    const end = start + limit;
    return jsonResponse({ items: found.slice(start, end), next_cursor: end < found.length ? String(end) : null });
  };
}

/** Case-insensitive: every word of the query's `q` occurs in one of the texts. */
export const matchesQ = (query: URLSearchParams, ...texts: string[]) =>
  (query.get('q') ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => texts.join(' ').toLowerCase().includes(word));
