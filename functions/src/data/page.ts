import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { foldForSearch } from '@baucheck/shared/search-folding';
import { documentClient } from '#clients/dynamodb';
import { decodeCursor, encodeCursor } from './cursor.ts';

/*
 * A page of a query, optionally filtered in code (a case-insensitive search, a status): the query is
 * read on in chunks until `limit` items matched or `budget` items were read, so a request's work is
 * bounded whatever the filter; the cursor is the key of the last item read. With a selective filter
 * a page may hold fewer than `limit` items (even none) and still have a next page.
 */

export interface FilteredPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** Items read at most per request when a filter is given (a few hundred kB of small admin items). */
export const DEFAULT_BUDGET = 1000;

export async function queryPage<T extends Record<string, unknown>>(
  input: Omit<QueryCommandInput, 'Limit' | 'ExclusiveStartKey'>,
  options: {
    /** The key attributes of the table and of the queried index. */
    keys: readonly string[];
    cursor?: string;
    /** The queried partition (`pk`), which a cursor must be of: a cursor of another list answers 422. */
    partition?: string;
    limit: number;
    matches?: (item: T) => boolean;
    budget?: number;
  },
): Promise<FilteredPage<T> & { read: number }> {
  const { matches, limit } = options;
  const budget = matches ? (options.budget ?? DEFAULT_BUDGET) : limit;
  const keyOf = (item: T) => Object.fromEntries(options.keys.map((name) => [name, item[name]]));
  const items: T[] = [];
  let startKey: Record<string, unknown> | undefined = decodeCursor(options.cursor, options.keys, options.partition);
  let read = 0;
  for (;;) {
    const page = await documentClient.send(
      new QueryCommand({
        ...input,
        Limit: matches ? Math.min(Math.max(limit * 2, 100), budget - read) : limit - items.length,
        ExclusiveStartKey: startKey,
      }),
    );
    const found = (page.Items ?? []) as T[];
    for (const [index, item] of found.entries()) {
      read += 1;
      if (matches && !matches(item)) continue;
      items.push(item);
      if (items.length === limit) {
        const more = index < found.length - 1 || page.LastEvaluatedKey !== undefined;
        return { items, nextCursor: more ? encodeCursor(keyOf(item)) : null, read };
      }
    }
    startKey = page.LastEvaluatedKey;
    if (!startKey) return { items, nextCursor: null, read };
    if (read >= budget) return { items, nextCursor: encodeCursor(startKey), read };
  }
}

/** How many items a (small, keyed) query finds, without reading them into the function. */
export async function countQuery(input: Omit<QueryCommandInput, 'Select' | 'ExclusiveStartKey'>): Promise<number> {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({ ...input, Select: 'COUNT', ExclusiveStartKey: startKey }),
    );
    count += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return count;
}

/**
 * A search over some texts of an item: every word of `search` occurs in them, ignoring case, accents
 * and spelling of umlauts ("mueller" finds "Müller"), as the unit search does.
 */
export function searchMatcher(search: string | undefined): (...texts: Array<string | null | undefined>) => boolean {
  const words = foldForSearch(search ?? '')
    .split(' ')
    .filter(Boolean);
  return (...texts) => {
    if (words.length === 0) return true;
    const haystack = foldForSearch(texts.filter(Boolean).join(' '));
    return words.every((word) => haystack.includes(word));
  };
}
