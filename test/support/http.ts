import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { inject } from 'vitest';

/** Minimal HTTP client of the tests: talks to the gateway as a browser would, keeping its cookies. */
export class ApiSession {
  private readonly cookies = new Map<string, string>();

  /** `baseUrl`: the shared test stack's gateway unless a test runs a stack of its own. */
  constructor(readonly baseUrl: string = inject('baseUrl')) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(new URL(path, this.baseUrl), { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      if (/Max-Age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Puts a cookie into the jar as a browser's user (or an attacker) could. */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  /** Fetches a CSRF token (sets the cookie) and returns the header to echo it. */
  async csrfHeader(): Promise<Record<string, string>> {
    await this.request('/api/csrf/');
    const token = this.cookies.get('csrftoken');
    if (!token) throw new Error('no csrftoken cookie');
    return { 'X-CSRF-Token': decodeURIComponent(token) };
  }
}

/** An answer as it crossed the wire: the body as sent, not decoded whatever its Content-Encoding. */
export interface WireResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One request without fetch's automatic decoding (and without its own `Accept-Encoding`): what a
 * client sends is exactly `headers`, and the test sees the bytes the server sent.
 */
export function wireRequest(
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
  baseUrl: string = inject('baseUrl'),
): Promise<WireResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(new URL(path, baseUrl), { method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }),
      );
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
