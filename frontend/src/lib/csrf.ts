import { apiClient } from './api-client.ts';

/**
 * `GET /api/csrf/` sets the `csrftoken` cookie that {@link apiClient} echoes on every request; the
 * token in the body is the same value and is not needed (nor parsed, which keeps zod out of the first
 * load). Called once on start; a failure must not block the public pages (SPEC.md section 8), so it
 * is only logged and the next state-changing request simply gets a 403.
 */
export async function initCsrfToken(): Promise<void> {
  try {
    await apiClient.get('/csrf/');
  } catch (error) {
    console.warn('CSRF-Token konnte nicht geladen werden.', error);
  }
}
