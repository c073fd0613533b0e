import { inject } from 'vitest';
import { userPageSchema, userSchema, type User, type UserListItem } from '@baucheck/shared/users';
import { DEMO_PASSWORD } from '../../functions/local/seed/accounts.ts';
import { ApiSession } from './http.ts';
import { allPages } from './pages.ts';

export { DEMO_PASSWORD };

/**
 * Form-encoded sign-in as the SPA does it; returns the response. `headers` adds e.g. CloudFront's
 * viewer address, to speak as another client.
 */
export async function login(
  session: ApiSession,
  email: string,
  password = DEMO_PASSWORD,
  headers: Record<string, string> = {},
): Promise<Response> {
  return session.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers, ...(await session.csrfHeader()) },
    body: new URLSearchParams({ username: email, password }).toString(),
  });
}

/** A fresh session signed in as the given demo account (fails the test when sign-in fails). */
export async function signedIn(email: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  const session = new ApiSession();
  const response = await login(session, email, password);
  if (response.status !== 200) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  return session;
}

/** JSON call with the CSRF header, as the SPA's API client makes it. */
export async function send(
  session: ApiSession,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return session.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...(await session.csrfHeader()), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** Codes the local dev mailbox received for an address, oldest first. */
export async function mailsTo(address: string): Promise<Array<{ to: string; code: string }>> {
  const response = await fetch(new URL(`/__dev/mailbox/?to=${encodeURIComponent(address)}`, inject('baseUrl')));
  return (await response.json()) as Array<{ to: string; code: string }>;
}

/** Waits for the next code sent to an address after `previousCount` mails. */
export async function nextCode(address: string, previousCount: number): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mails = await mailsTo(address);
    const mail = mails[previousCount];
    if (mail) return mail.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${address}`);
}

/** A unique address per test run, so reruns against a kept stack never collide. */
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

/** The password of the accounts the tests register themselves. */
export const TEST_PASSWORD = 'Sicheres-Passwort-1';

/**
 * A new account, registered with {@link TEST_PASSWORD}, verified with the mailed code and activated
 * by `admin` together with `changes` (e.g. a level). Not signed in; returns the activated user.
 */
export async function activatedAccount(
  admin: ApiSession,
  label: string,
  changes: Record<string, unknown> = {},
): Promise<User> {
  const email = uniqueEmail(label);
  const anonymous = new ApiSession();
  const steps = [
    await send(anonymous, 'POST', '/api/auth/create', { email, password: TEST_PASSWORD, name: label }),
    await send(anonymous, 'POST', '/api/auth/verify', { email, token: await nextCode(email, 0) }),
  ];
  const user = await userByEmail(admin, email);
  if (!user || steps.some((step) => !step.ok)) throw new Error(`registering ${email} failed`);
  const activated = await send(admin, 'PATCH', `/api/users/${user.id}`, {
    version: user.version,
    is_active: true,
    ...changes,
  });
  if (!activated.ok) throw new Error(`activating ${email}: ${activated.status} ${await activated.text()}`);
  return userSchema.parse(await activated.json());
}

/** Every account the administrators' list shows for these filters (`q`, `level`, `status`), page by page. */
export const listedUsers = (admin: ApiSession, filters: Record<string, string> = {}): Promise<UserListItem[]> =>
  allPages(admin, '/api/users/', (json) => userPageSchema.parse(json), filters);

/** The account with this e-mail address as the administrators' list shows it (found by the list's search). */
export async function userByEmail(admin: ApiSession, email: string): Promise<UserListItem | undefined> {
  return (await listedUsers(admin, { q: email })).find((user) => user.email === email);
}
