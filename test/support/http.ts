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

  /** Fetches a CSRF token (sets the cookie) and returns the header to echo it. */
  async csrfHeader(): Promise<Record<string, string>> {
    await this.request('/api/csrf/');
    const token = this.cookies.get('csrftoken');
    if (!token) throw new Error('no csrftoken cookie');
    return { 'X-CSRF-Token': decodeURIComponent(token) };
  }
}
