import { API_BASE } from '@baucheck/shared/http-constants';

/*
 * The API's address of a path, apart from the client (api-client.ts): the early reads' script
 * (app/early-reads-entry.ts) builds the same addresses and must stay small.
 */

export type QueryValue = string | number | boolean | null | undefined;

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}
