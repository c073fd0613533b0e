import { STATUS_TEXTS } from '@baucheck/shared/error-texts';
import { CSRF_COOKIE, CSRF_HEADER, IDEMPOTENCY_HEADER } from '@baucheck/shared/http-constants';
import { apiUrl, type QueryValue } from './api-url.ts';
import { readCookie } from './cookies.ts';
import { ensureCsrfToken } from './csrf.ts';
import { takeEarlyRead } from './early-reads.ts';

/**
 * Thin fetch wrapper for the BauCheck API (DESIGN.md section 7): cookies are always sent, the CSRF
 * token is echoed from its cookie (fetched first when a state-changing call finds none, see csrf.ts),
 * there is no client-side timeout (callers pass an AbortSignal, as
 * react-query does), 204 has no body and every non-2xx status becomes an {@link ApiError}.
 */

export interface ApiRequestOptions extends Omit<RequestInit, 'body' | 'credentials'> {
  /** Plain values are sent as JSON; FormData, URLSearchParams and Blob are sent as they are. */
  body?: unknown;
  /** Appended as query string; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  /**
   * How a successful body is read. Default: JSON (an empty body gives undefined). `response`: the
   * Response itself, unread (for a download that needs its headers, e.g. Content-Disposition).
   */
  responseType?: 'json' | 'blob' | 'text' | 'response';
  /**
   * `false` for routes the route table marks `csrf: false` (anonymous resident calls such as counting
   * a completed check or rendering a PDF): no CSRF token is fetched first, so residents get no cookie.
   */
  csrf?: false;
  /** Sent as `Idempotency-Key` on writes the server runs once per key (see lib/idempotency.ts). */
  idempotencyKey?: string;
}

function bodyToText(body: unknown): string {
  if (body === null || body === undefined || body === '') return '';
  return typeof body === 'string' ? body : JSON.stringify(body);
}

/** The server's own explanation: `{detail: "…"}` or fastapi-users' `{detail: {code, reason}}`. */
function serverText(body: unknown): string | undefined {
  const detail = (body as { detail?: unknown } | null)?.detail;
  if (typeof detail === 'string') return detail.trim() || undefined;
  const reason = (detail as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' ? reason.trim() || undefined : undefined;
}

function errorMessage(status: number, statusText: string, body: unknown): string {
  const text = serverText(body);
  if (text) return text;
  const known = STATUS_TEXTS[status];
  if (known) return known;
  const bodyText = bodyToText(body);
  return `Die Anfrage ist fehlgeschlagen (Status ${status}${statusText ? ` ${statusText}` : ''})${bodyText ? `: ${bodyText}` : '.'}`;
}

/** A non-2xx answer of the API. `body` is the parsed JSON when the server sent JSON, else its text. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly url: string;
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;

  constructor(url: string, status: number, statusText: string, body: unknown) {
    super(errorMessage(status, statusText, body));
    this.url = url;
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isRawBody(body: unknown): body is BodyInit {
  return body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob;
}

async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { body, query, responseType = 'json', csrf, idempotencyKey, headers: extraHeaders, ...init } = options;
  const url = apiUrl(path, query);
  // The server checks the token on state-changing calls only (functions/src/lib/auth/access.ts), so
  // reads leave the cookie alone: reading document.cookie is a blocking call into the browser, which
  // a resident's first page paid for on each of its reads.
  const echoesCsrf = csrf !== false && !SAFE_METHODS.has((init.method ?? 'GET').toUpperCase());
  if (echoesCsrf) await ensureCsrfToken();
  const headers = new Headers(extraHeaders);
  if (!headers.has('Accept')) headers.set('Accept', responseType === 'json' ? 'application/json' : '*/*');
  const csrfToken = echoesCsrf ? readCookie(CSRF_COOKIE) : undefined;
  if (csrfToken) headers.set(CSRF_HEADER, csrfToken);
  if (idempotencyKey) headers.set(IDEMPOTENCY_HEADER, idempotencyKey);

  let requestBody: BodyInit | undefined;
  if (body !== undefined) {
    if (isRawBody(body)) {
      requestBody = body;
    } else {
      requestBody = JSON.stringify(body);
      headers.set('Content-Type', 'application/json');
    }
  }

  // The document may have asked for this very read already (early-reads.ts): a plain GET for JSON.
  const plainRead =
    (init.method ?? 'GET') === 'GET' &&
    Object.keys(init).every((key) => key === 'method') &&
    requestBody === undefined &&
    headers.get('Accept') === 'application/json' &&
    !extraHeaders;
  const early = plainRead ? takeEarlyRead(url) : undefined;
  const response = await (early ?? fetch(url, { ...init, headers, body: requestBody, credentials: 'include' }));
  if (!response.ok) {
    throw new ApiError(url, response.status, response.statusText, await readErrorBody(response));
  }
  if (responseType === 'response') return response as T;
  if (response.status === 204) return undefined as T;
  if (responseType === 'blob') return (await response.blob()) as T;
  const text = await response.text();
  if (responseType === 'text') return text as T;
  return (text ? JSON.parse(text) : undefined) as T;
}

type MethodOptions = Omit<ApiRequestOptions, 'method' | 'body'>;

export const apiClient = {
  get: <T = unknown>(path: string, options?: MethodOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  delete: <T = unknown>(path: string, options?: ApiRequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  post: <T = unknown>(path: string, body?: unknown, options?: MethodOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: MethodOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: MethodOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
};
