import { readFileSync } from 'node:fs';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { accountStatus, userSchema } from '@baucheck/shared/users';
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS } from '../../functions/local/seed/accounts.ts';
import {
  activatedAccount,
  DEMO_PASSWORD,
  login,
  mailsTo,
  nextCode,
  send,
  signedIn,
  uniqueEmail,
  listedUsers,
  userByEmail as listedUserByEmail,
} from '../support/accounts.ts';
import { ApiSession } from '../support/http.ts';

const NEW_PASSWORD = 'Neues-Passwort-2027';
const secretsSeen: string[] = [];

async function register(email: string, password = 'Sicheres-Passwort-1') {
  const session = new ApiSession();
  const mailsBefore = (await mailsTo(email)).length;
  const response = await send(session, 'POST', '/api/auth/create', { email, password, name: 'Erika Muster' });
  return { session, response, mailsBefore };
}

async function userByEmail(admin: ApiSession, email: string) {
  const user = await listedUserByEmail(admin, email);
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

describe('registration, verification, activation, sign-in and sign-out', () => {
  it('walks the whole life of a new account', async () => {
    // Register: an inactive, unverified Standard account, and a code in the mailbox
    const email = uniqueEmail('neu');
    const { response, mailsBefore } = await register(email);
    expect(response.status).toBe(201);
    const created = userSchema.parse(await response.json());
    expect(created).toMatchObject({ email, level: 'Standard', is_active: false, is_verified: false });
    const code = await nextCode(email, mailsBefore);
    secretsSeen.push(code, 'Sicheres-Passwort-1');

    // Before verification, sign-in is refused as not verified
    const early = await login(new ApiSession(), email, 'Sicheres-Passwort-1');
    expect(early.status).toBe(400);
    expect(await early.json()).toEqual({ detail: 'LOGIN_USER_NOT_VERIFIED' });

    // A wrong code is refused, the right one verifies, a second time is "already verified"
    const anonymous = new ApiSession();
    const wrong = await send(anonymous, 'POST', '/api/auth/verify', {
      email,
      token: '000000' === code ? '111111' : '000000',
    });
    expect(await wrong.json()).toEqual({ detail: 'VERIFY_USER_BAD_TOKEN' });
    const verified = await send(anonymous, 'POST', '/api/auth/verify', { email, token: code });
    expect(verified.status).toBe(200);
    expect(userSchema.parse(await verified.json()).is_verified).toBe(true);
    const again = await send(anonymous, 'POST', '/api/auth/verify', { email, token: code });
    expect(await again.json()).toEqual({ detail: 'VERIFY_USER_ALREADY_VERIFIED' });

    // Verified but not yet activated: the same answer as wrong credentials
    const inactive = await login(new ApiSession(), email, 'Sicheres-Passwort-1');
    expect(await inactive.json()).toEqual({ detail: 'LOGIN_BAD_CREDENTIALS' });

    // An administrator activates the account as Kommune of a Kommune organisation
    const admin = await signedIn('admin@baucheck.test');
    const organisations = await admin.request('/api/users/');
    expect(organisations.status).toBe(200);
    const user = await userByEmail(admin, email);
    const kommuneOrganisation = await organisationIdOf(admin, DEMO_ORGANISATIONS[2]?.name ?? '');
    const activated = await send(admin, 'PATCH', `/api/users/${user.id}`, {
      version: user.version,
      is_active: true,
      level: 'Kommune',
      organisation_id: kommuneOrganisation,
    });
    expect(activated.status).toBe(200);
    expect(userSchema.parse(await activated.json())).toMatchObject({
      is_active: true,
      level: 'Kommune',
      organisation_id: kommuneOrganisation,
    });

    // Sign in, see the own account with the cookie and with the bearer token
    const resident = new ApiSession();
    const signIn = await login(resident, email, 'Sicheres-Passwort-1');
    expect(signIn.status).toBe(200);
    const { access_token: accessToken } = (await signIn.json()) as { access_token: string };
    secretsSeen.push(accessToken);
    const setCookies = signIn.headers.getSetCookie().join('\n');
    expect(setCookies).toMatch(/baucheck_access=[^;]+;.*HttpOnly/);
    expect(setCookies).toMatch(/SameSite=Strict/);
    expect(setCookies).toMatch(/Secure/);
    const me = await resident.request('/api/users/me');
    expect(userSchema.parse(await me.json()).email).toBe(email);
    const viaBearer = await fetch(new URL('/api/users/me', inject('baseUrl')), {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(viaBearer.status).toBe(200);

    // Sign out: cookies cleared, and the old token is refused afterwards
    const logout = await send(resident, 'POST', '/api/auth/logout');
    expect(logout.status).toBe(204);
    expect(logout.headers.getSetCookie().join('\n')).toMatch(/baucheck_access=;.*Max-Age=0/);
    const afterLogout = await fetch(new URL('/api/users/me', inject('baseUrl')), {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(afterLogout.status).toBe(401);
    expect(await afterLogout.json()).toEqual({ detail: 'User ist inaktiv oder Token fehlt' });
    expect((await resident.request('/api/users/me')).status).toBe(401);

    // Signing in again right after works
    const second = new ApiSession();
    expect((await login(second, email, 'Sicheres-Passwort-1')).status).toBe(200);
    expect((await second.request('/api/users/me')).status).toBe(200);
  });

  it('refuses a second registration with the same e-mail and a weak password', async () => {
    const email = uniqueEmail('doppelt');
    expect((await register(email)).response.status).toBe(201);
    const duplicate = await register(email.toUpperCase());
    expect(duplicate.response.status).toBe(400);
    expect(await duplicate.response.json()).toEqual({ detail: 'REGISTER_USER_ALREADY_EXISTS' });

    const weak = await register(uniqueEmail('schwach'), 'kurz');
    expect(weak.response.status).toBe(400);
    const body = (await weak.response.json()) as { detail: { code: string; reason: string } };
    expect(body.detail.code).toBe('REGISTER_INVALID_PASSWORD');
    expect(body.detail.reason).toMatch(/mindestens 12 Zeichen/);
  });
});

async function organisationIdOf(admin: ApiSession, name: string): Promise<string> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.organisation === name);
  const id = account ? (await listedUserByEmail(admin, account.email))?.organisation_id : undefined;
  if (!id) throw new Error(`no organisation ${name}`);
  return id;
}

describe('password reset', () => {
  it('resets with the mailed code, ends old sessions and signs in with the new password', async () => {
    // Prepare: a fresh active account (register, verify, activate)
    const email = uniqueEmail('vergessen');
    const { mailsBefore } = await register(email);
    const verifyCode = await nextCode(email, mailsBefore);
    await send(new ApiSession(), 'POST', '/api/auth/verify', { email, token: verifyCode });
    const admin = await signedIn('admin@baucheck.test');
    const user = await userByEmail(admin, email);
    await send(admin, 'PATCH', `/api/users/${user.id}`, { version: user.version, is_active: true });
    const oldSession = await signedIn(email, 'Sicheres-Passwort-1');

    // Act: request a code, reset with it
    const anonymous = new ApiSession();
    const before = (await mailsTo(email)).length;
    const forgot = await send(anonymous, 'POST', '/api/auth/forgot-password', { email });
    expect(forgot.status).toBe(202);
    const code = await nextCode(email, before);
    secretsSeen.push(code, NEW_PASSWORD);
    const badCode = await send(anonymous, 'POST', '/api/auth/reset-password', {
      email,
      token: `${code}9`,
      password: NEW_PASSWORD,
    });
    expect(await badCode.json()).toEqual({ detail: 'RESET_PASSWORD_BAD_TOKEN' });
    const weak = await send(anonymous, 'POST', '/api/auth/reset-password', { email, token: code, password: 'schwach' });
    expect(((await weak.json()) as { detail: { code: string } }).detail.code).toBe('RESET_PASSWORD_INVALID_PASSWORD');
    const reset = await send(anonymous, 'POST', '/api/auth/reset-password', {
      email,
      token: code,
      password: NEW_PASSWORD,
    });
    expect(reset.status).toBe(204);

    // Assess
    expect((await oldSession.request('/api/users/me')).status).toBe(401);
    expect((await login(new ApiSession(), email, 'Sicheres-Passwort-1')).status).toBe(400);
    const fresh = new ApiSession();
    expect((await login(fresh, email, NEW_PASSWORD)).status).toBe(200);
    expect((await fresh.request('/api/users/me')).status).toBe(200);
  });

  it('answers forgot-password the same for an unknown account', async () => {
    const session = new ApiSession();
    const unknown = await send(session, 'POST', '/api/auth/forgot-password', { email: uniqueEmail('niemand') });
    const known = await send(session, 'POST', '/api/auth/forgot-password', { email: 'standard@baucheck.test' });
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(await unknown.text()).toBe(await known.text());
  });
});

describe('access rules and error texts', () => {
  it('refuses a deactivated user at once with 401 and the German text', async () => {
    const admin = await signedIn('admin@baucheck.test');
    const target = await signedIn('kommune@baucheck.test');
    expect((await target.request('/api/users/me')).status).toBe(200);
    const record = await userByEmail(admin, 'kommune@baucheck.test');

    const deactivated = await send(admin, 'PATCH', `/api/users/${record.id}`, {
      version: record.version,
      is_active: false,
    });
    expect(deactivated.status).toBe(200);
    try {
      const refused = await target.request('/api/users/me');
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ detail: 'User ist inaktiv oder Token fehlt' });
    } finally {
      const current = userSchema.parse(await deactivated.json());
      await send(admin, 'PATCH', `/api/users/${record.id}`, { version: current.version, is_active: true });
    }
    expect((await target.request('/api/users/me')).status).toBe(200);
  });

  it('refuses the seeded inactive account at sign-in', async () => {
    const response = await login(new ApiSession(), 'inaktiv@baucheck.test');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: 'LOGIN_BAD_CREDENTIALS' });
  });

  it('gives non-administrators 403 on admin-only user calls', async () => {
    const land = await signedIn('land@baucheck.test');
    const admin = await signedIn('admin@baucheck.test');
    const someone = await userByEmail(admin, 'standard@baucheck.test');
    for (const response of [
      await land.request('/api/users/'),
      await land.request(`/api/users/${someone.id}`),
      await send(land, 'PATCH', `/api/users/${someone.id}`, { version: someone.version, name: 'Hack' }),
      await send(land, 'DELETE', `/api/users/${someone.id}`),
    ]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ detail: 'User ist kein Administrator' });
    }
  });

  it('answers unknown user ids with 404 "Der User existiert nicht"', async () => {
    const admin = await signedIn('admin@baucheck.test');
    for (const response of [
      await admin.request('/api/users/00000000-0000-0000-0000-000000000000'),
      await send(admin, 'PATCH', '/api/users/00000000-0000-0000-0000-000000000000', { version: 1, name: 'X' }),
      await send(admin, 'DELETE', '/api/users/00000000-0000-0000-0000-000000000000'),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Der User existiert nicht' });
    }
  });

  it('answers anonymous calls to own-account routes with 401', async () => {
    const anonymous = new ApiSession();
    expect((await anonymous.request('/api/users/me')).status).toBe(401);
    expect((await send(anonymous, 'POST', '/api/auth/logout')).status).toBe(401);
  });

  it('refuses state-changing calls without a matching CSRF header and changes nothing', async () => {
    const admin = await signedIn('admin@baucheck.test');
    const before = userSchema.parse(await (await admin.request('/api/users/me')).json());
    const noHeader = await admin.request('/api/users/me', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ version: before.version, name: 'Ohne Token' }),
    });
    expect(noHeader.status).toBe(403);
    const loginWithoutToken = await new ApiSession().request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'admin@baucheck.test', password: DEMO_PASSWORD }).toString(),
    });
    expect(loginWithoutToken.status).toBe(403);

    // A token issued to another session (anonymous) is not accepted for a signed-in user
    const stranger = new ApiSession();
    const foreign = await stranger.csrfHeader();
    const planted = await admin.request('/api/users/me', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...foreign, cookie: `csrftoken=${foreign['X-CSRF-Token']}` },
      body: JSON.stringify({ version: before.version, name: 'Untergeschoben' }),
    });
    expect(planted.status).toBe(403);
    expect(userSchema.parse(await (await admin.request('/api/users/me')).json()).name).toBe(before.name);
  });

  it('answers repeated wrong passwords with 429 and a German text', async () => {
    // A fresh address, so the limit does not lock a demo account for the other tests
    const email = uniqueEmail('rate');
    const responses: Response[] = [];
    // Four for clients the account does not know, below Cognito's own lock-out at five
    for (let attempt = 0; attempt < 5; attempt += 1)
      responses.push(await login(new ApiSession(), email, 'Falsch-Passwort-1'));
    expect(responses.slice(0, 4).map((response) => response.status)).toEqual([400, 400, 400, 400]);
    const limited = responses[4];
    expect(limited?.status).toBe(429);
    expect(((await limited?.json()) as { detail: string }).detail).toMatch(/Zu viele Versuche/);
    expect(limited?.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('keeps level and organisation consistent and refuses stale versions', async () => {
    const admin = await signedIn('admin@baucheck.test');
    const standard = await userByEmail(admin, 'standard@baucheck.test');
    const partnerOrganisation = await organisationIdOf(admin, DEMO_ORGANISATIONS[4]?.name ?? '');

    const mismatch = await send(admin, 'PATCH', `/api/users/${standard.id}`, {
      version: standard.version,
      level: 'Kommune',
      organisation_id: partnerOrganisation,
    });
    expect(mismatch.status).toBe(422);
    expect(JSON.stringify(await mismatch.json())).toMatch(/Organisation vom Typ Kommune/);

    const renamed = await send(admin, 'PATCH', `/api/users/${standard.id}`, {
      version: standard.version,
      name: 'Sabine S.',
    });
    expect(renamed.status).toBe(200);
    const stale = await send(admin, 'PATCH', `/api/users/${standard.id}`, {
      version: standard.version,
      name: 'Veraltet',
    });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { detail: string }).detail).toMatch(/inzwischen/);
    const current = userSchema.parse(await renamed.json());
    await send(admin, 'PATCH', `/api/users/${standard.id}`, { version: current.version, name: standard.name });
  });

  it('refuses an e-mail that another account already uses', async () => {
    const admin = await signedIn('admin@baucheck.test');
    const standard = await userByEmail(admin, 'standard@baucheck.test');
    const response = await send(admin, 'PATCH', `/api/users/${standard.id}`, {
      version: standard.version,
      email: 'land@baucheck.test',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: 'UPDATE_USER_EMAIL_ALREADY_EXISTS' });
  });

  it('lets a user change the own name and password (with the current one)', async () => {
    const email = 'land@baucheck.test';
    const session = await signedIn(email);
    const me = userSchema.parse(await (await session.request('/api/users/me')).json());
    const withoutCurrent = await send(session, 'PATCH', '/api/users/me', {
      version: me.version,
      password: NEW_PASSWORD,
    });
    expect(withoutCurrent.status).toBe(422);
    const wrongCurrent = await send(session, 'PATCH', '/api/users/me', {
      version: me.version,
      password: NEW_PASSWORD,
      current_password: 'Nicht-Das-Passwort-1',
    });
    expect(wrongCurrent.status).toBe(400);

    const changed = await send(session, 'PATCH', '/api/users/me', {
      version: me.version,
      name: 'Lukas L.',
      password: NEW_PASSWORD,
      current_password: DEMO_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect(userSchema.parse(await changed.json()).name).toBe('Lukas L.');
    expect((await session.request('/api/users/me')).status).toBe(200);
    expect((await login(new ApiSession(), email, NEW_PASSWORD)).status).toBe(200);

    // Restore the demo account for other tests
    const restored = userSchema.parse(await (await session.request('/api/users/me')).json());
    const back = await send(session, 'PATCH', '/api/users/me', {
      version: restored.version,
      name: me.name,
      password: DEMO_PASSWORD,
      current_password: NEW_PASSWORD,
    });
    expect(back.status).toBe(200);
  });

  it('deletes an account so that it can no longer sign in', async () => {
    const email = uniqueEmail('weg');
    const { mailsBefore } = await register(email);
    await send(new ApiSession(), 'POST', '/api/auth/verify', { email, token: await nextCode(email, mailsBefore) });
    const admin = await signedIn('admin@baucheck.test');
    const user = await userByEmail(admin, email);
    await send(admin, 'PATCH', `/api/users/${user.id}`, { version: user.version, is_active: true });
    const session = await signedIn(email, 'Sicheres-Passwort-1');

    const deleted = await send(session, 'DELETE', '/api/users/me');
    expect(deleted.status).toBe(204);
    expect((await login(new ApiSession(), email, 'Sicheres-Passwort-1')).status).toBe(400);
    expect((await admin.request(`/api/users/${user.id}`)).status).toBe(404);
  });
});

describe('validation', () => {
  it('answers every malformed body with 422 and a detail list', async () => {
    const admin = await signedIn('admin@baucheck.test');
    const anyone = await admin.request('/api/users/me').then((response) => response.json() as Promise<{ id: string }>);
    const anonymous = new ApiSession();
    const cases: Array<[ApiSession, string, string, unknown]> = [
      [anonymous, 'POST', '/api/auth/create', { email: 'keine-mail', password: 'x', name: '' }],
      [anonymous, 'POST', '/api/auth/verify', { email: 'a@b.de' }],
      [anonymous, 'POST', '/api/auth/request-verify-token', {}],
      [anonymous, 'POST', '/api/auth/forgot-password', { email: 42 }],
      [anonymous, 'POST', '/api/auth/reset-password', { email: 'a@b.de', token: '123' }],
      [admin, 'PATCH', '/api/users/me', { version: 'eins' }],
      [admin, 'PATCH', `/api/users/${anyone.id}`, { version: 1, level: 'Kaiser' }],
    ];
    for (const [session, method, path, body] of cases) {
      const response = await send(session, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(422);
      const { detail } = (await response.json()) as { detail: Array<{ loc: unknown[]; msg: string }> };
      expect(detail.length, `${method} ${path}`).toBeGreaterThan(0);
      expect(detail[0]?.loc[0]).toBe('body');
    }

    const emptyLogin = await anonymous.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(await anonymous.csrfHeader()) },
      body: 'username=',
    });
    expect(emptyLogin.status).toBe(422);
    const malformed = await anonymous.request('/api/auth/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await anonymous.csrfHeader()) },
      body: '{"email": ',
    });
    expect(malformed.status).toBe(422);
  });
});

describe('e-mail addresses longer than RFC 5321 allows', () => {
  // 64 + 1 + 187 + 3 = 255 characters: one over the limit, otherwise well-formed
  const tooLong = `${'a'.repeat(64)}@${'b'.repeat(187)}.de`;
  const limit = `${'a'.repeat(64)}@${'b'.repeat(186)}.de`;
  const TOO_LONG_TEXT = 'Bitte geben Sie höchstens 254 Zeichen ein.';

  it('are refused with 422 and the German text wherever an address is taken', async () => {
    const admin = await signedIn('admin@baucheck.test');
    const someone = await userByEmail(admin, 'standard@baucheck.test');
    const me = userSchema.parse(await (await admin.request('/api/users/me')).json());
    const anonymous = new ApiSession();
    const cases: Array<[ApiSession, string, string, unknown]> = [
      [anonymous, 'POST', '/api/auth/create', { email: tooLong, password: NEW_PASSWORD, name: 'Lang' }],
      [anonymous, 'POST', '/api/auth/verify', { email: tooLong, token: '123456' }],
      [anonymous, 'POST', '/api/auth/request-verify-token', { email: tooLong }],
      [anonymous, 'POST', '/api/auth/forgot-password', { email: tooLong }],
      [anonymous, 'POST', '/api/auth/reset-password', { email: tooLong, token: '123456', password: NEW_PASSWORD }],
      [admin, 'PATCH', '/api/users/me', { version: me.version, email: tooLong, current_password: DEMO_PASSWORD }],
      [admin, 'PATCH', `/api/users/${someone.id}`, { version: someone.version, email: tooLong }],
    ];
    for (const [session, method, path, body] of cases) {
      const response = await send(session, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(422);
      expect(await response.json(), `${method} ${path}`).toEqual({
        detail: [expect.objectContaining({ loc: ['body', 'email'], msg: TOO_LONG_TEXT })],
      });
    }
    const signIn = await login(anonymous, tooLong);
    expect(signIn.status).toBe(422);
    expect(await signIn.json()).toEqual({
      detail: [expect.objectContaining({ loc: ['body', 'username'], msg: TOO_LONG_TEXT })],
    });
    // Nothing changed
    expect((await userByEmail(admin, 'standard@baucheck.test'))?.version).toBe(someone.version);
  });

  it('takes an address of exactly 254 characters', async () => {
    expect(limit).toHaveLength(254);
    const response = await send(new ApiSession(), 'POST', '/api/auth/forgot-password', { email: limit });
    expect(response.status).toBe(202);
  });
});

describe('logs', () => {
  it('never contain passwords, tokens or codes', () => {
    const logs = readFileSync(inject('logFile'), 'utf8');
    expect(logs).toMatch(/"route":"POST \/api\/auth\/login"/);
    for (const secret of [...secretsSeen, DEMO_PASSWORD]) expect(logs).not.toContain(secret);
  });
});

describe('the administrators’ list of accounts', () => {
  it('pages through more accounts than one page, each once, by e-mail address', async () => {
    const admin = await signedIn('admin@baucheck.test');
    const whole = await listedUsers(admin);

    const paged = await listedUsers(admin, { limit: '2' });

    expect(whole.length).toBeGreaterThan(2);
    expect(paged.map((user) => user.id)).toEqual(whole.map((user) => user.id));
    expect(whole.map((user) => user.email)).toEqual(whole.map((user) => user.email).sort());
    const partner = whole.find((user) => user.email === 'partner@baucheck.test');
    expect(partner?.organisation_name).toBe(DEMO_ORGANISATIONS[4]?.name);
  });

  it('searches, filters by level and status, and lists the accounts waiting for activation', async () => {
    const admin = await signedIn('admin@baucheck.test');
    const email = uniqueEmail('wartend');
    const anonymous = new ApiSession();
    await send(anonymous, 'POST', '/api/auth/create', { email, password: NEW_PASSWORD, name: 'Wartende Müller' });
    await send(anonymous, 'POST', '/api/auth/verify', { email, token: await nextCode(email, 0) });

    const waiting = await listedUsers(admin, { status: 'waiting' });
    const searched = await listedUsers(admin, { q: 'wartende mueller' });
    const partners = await listedUsers(admin, { level: 'Partner', status: 'active' });
    const inactive = await listedUsers(admin, { status: 'inactive' });

    expect(waiting.map((user) => user.email)).toContain(email);
    expect(waiting.every((user) => !user.is_active && user.is_verified)).toBe(true);
    expect(searched.map((user) => user.email)).toContain(email);
    expect(partners.map((user) => user.email)).toContain('partner@baucheck.test');
    expect(partners.every((user) => user.level === 'Partner' && user.is_active)).toBe(true);
    expect(inactive.map((user) => user.email)).toEqual(expect.arrayContaining([email, 'inaktiv@baucheck.test']));

    // Activated, the account no longer waits
    const user = waiting.find((candidate) => candidate.email === email);
    await send(admin, 'PATCH', `/api/users/${user?.id}`, { version: user?.version, is_active: true });
    expect((await listedUsers(admin, { status: 'waiting' })).map((candidate) => candidate.email)).not.toContain(email);
  });

  it('keeps a deactivated account apart from the accounts waiting for approval', async () => {
    const admin = await signedIn('admin@baucheck.test');
    const approved = await activatedAccount(admin, 'deaktiviert');

    const deactivated = await send(admin, 'PATCH', `/api/users/${approved.id}`, {
      version: approved.version,
      is_active: false,
    });

    expect(deactivated.status).toBe(200);
    expect((await listedUsers(admin, { status: 'waiting' })).map((user) => user.id)).not.toContain(approved.id);
    expect((await listedUsers(admin, { status: 'inactive' })).map((user) => user.id)).toContain(approved.id);
    const user = userSchema.parse(await deactivated.json());
    expect(user).toMatchObject({ is_active: false, is_verified: true, is_approved: true });
    expect(accountStatus(user)).toBe('deactivated');
    expect(await userByEmail(admin, user.email)).toMatchObject({ is_approved: true, is_active: false });
  });

  it('takes an active account stored before the approval flag for approved, also once deactivated', async () => {
    Object.assign(process.env, inject('stackEnv'));
    const { documentClient } = await import('../../functions/src/clients/dynamodb.ts');
    const admin = await signedIn('admin@baucheck.test');
    const account = await activatedAccount(admin, 'altbestand');
    // As written before `is_approved` existed
    await documentClient.send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: { pk: `USER#${account.id}`, sk: 'USER' },
        UpdateExpression: 'REMOVE is_approved',
      }),
    );
    expect(await userByEmail(admin, account.email)).toMatchObject({ is_active: true, is_approved: true });

    const deactivated = await send(admin, 'PATCH', `/api/users/${account.id}`, {
      version: account.version,
      is_active: false,
    });

    expect(deactivated.status).toBe(200);
    expect(accountStatus(userSchema.parse(await deactivated.json()))).toBe('deactivated');
    expect((await listedUsers(admin, { status: 'waiting' })).map((candidate) => candidate.id)).not.toContain(
      account.id,
    );
  });
});
