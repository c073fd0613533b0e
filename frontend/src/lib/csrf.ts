import { API_BASE, CSRF_COOKIE } from '@baucheck/shared/http-constants';
import { readCookie } from './cookies.ts';

/**
 * The CSRF token is a cookie (`csrftoken`, set by `GET /api/csrf/`) that the API client echoes in a
 * header on state-changing calls. Residents must get no cookie at all, so the token is not fetched on
 * start: only when a staff page is entered (the route guard calls {@link ensureCsrfToken}) or right
 * before the first state-changing call (the API client does). A failure is only logged (SPEC.md
 * section 8); the call that needed the token then gets the server's 403.
 *
 * The token is fetched once per page load, even when a cookie from an earlier visit exists: the server
 * binds it to the session of the moment, and a fresh one also survives a rotated signing secret.
 * Sign-in and sign-out replace the cookie themselves.
 */
let fetchedThisLoad = false;
let pending: Promise<void> | null = null;

async function fetchCsrfToken(): Promise<void> {
  try {
    // Plain fetch, not the API client: the client waits for this function before state-changing calls.
    const response = await fetch(`${API_BASE}/csrf/`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    // The cookie is what counts; the body (the same token) is read only so the response completes.
    await response.text();
    if (!response.ok) throw new Error(`Status ${response.status} ${response.statusText}`.trim());
    fetchedThisLoad = true;
  } catch (error) {
    console.warn('CSRF-Token konnte nicht geladen werden.', error);
  }
}

/** Makes sure this page load has a CSRF token cookie; concurrent callers share one request. */
export function ensureCsrfToken(): Promise<void> {
  if (pending) return pending;
  if (fetchedThisLoad && readCookie(CSRF_COOKIE)) return Promise.resolve();
  const request: Promise<void> = fetchCsrfToken().finally(() => {
    if (pending === request) pending = null;
  });
  pending = request;
  return request;
}
