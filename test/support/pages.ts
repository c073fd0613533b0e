import type { ApiSession } from './http.ts';

/**
 * Every item of a list the server pages (`GET path?…&cursor=`), following `next_cursor` to the last
 * page; fails on any answer but 200.
 */
export async function allPages<T>(
  session: ApiSession,
  path: string,
  parse: (json: unknown) => { items: T[]; next_cursor: string | null },
  query: Record<string, string> = {},
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const search = new URLSearchParams({ limit: '100', ...query, ...(cursor ? { cursor } : {}) });
    const response = await session.request(`${path}?${search}`);
    if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    const page = parse(await response.json());
    items.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return items;
}
