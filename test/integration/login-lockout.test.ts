import { userSchema } from '@baucheck/shared/users';
import { beforeAll, describe, expect, it } from 'vitest';
import { activatedAccount, login, signedIn, TEST_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { expectJson } from '../support/checks.ts';
import { ApiSession } from '../support/http.ts';

/*
 * Slow guessing without lock-out by strangers (OWASP's device cookies): a browser that signed in to an
 * account before carries a device cookie and is limited on its own; everyone else shares the account's
 * limit for untrusted clients and is limited per client address. Each test has fresh accounts (a locked
 * demo account would keep the other files out), and each guesser speaks from its own client address
 * (CloudFront's viewer header, which the function trusts), clear of the other tests' limits.
 */

const WRONG_PASSWORD = 'Falsch-Passwort-1';
/** The device cookie's name on the local stack (http://localhost, so without the `__Secure-` prefix). */
const DEVICE_COOKIE = 'baucheck_device';
/** Below Cognito's own lock-out at 5 failures, which would refuse the owner's right password too. */
const ACCOUNT_LIMIT = 4;
const DEVICE_LIMIT = 5;
const CLIENT_LIMIT = 30;

let clients = 0;
const newClient = () => ({ 'cloudfront-viewer-address': `203.0.113.${(clients += 1)}:5${clients}` });

/** Signs in as a browser without device cookie, from a client address of its own. */
const strangerLogin = (email: string, password: string) => login(new ApiSession(), email, password, newClient());

/** A stranger's wrong passwords up to the limit: each answered 400, as a wrong password is. */
async function lockOutStrangers(email: string) {
  for (let attempt = 0; attempt < ACCOUNT_LIMIT; attempt += 1)
    expect((await strangerLogin(email, WRONG_PASSWORD)).status).toBe(400);
}

/** A 429 with the German text and a Retry-After within the 15-minute window. */
async function expectLimited(response: Response) {
  const { detail } = await expectJson<{ detail: string }>(response, 429);
  expect(detail).toBe('Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.');
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}

/** The browser of an account's owner, signed in once (and so holding a device cookie for it). */
async function ownerBrowser(email: string): Promise<ApiSession> {
  const browser = new ApiSession();
  expect((await login(browser, email, TEST_PASSWORD)).status).toBe(200);
  expect(browser.cookie(DEVICE_COOKIE)).toBeTruthy();
  return browser;
}

describe('sign-in limits with device cookies', () => {
  let admin: ApiSession;
  beforeAll(async () => {
    admin = await signedIn('admin@baucheck.test');
  });
  const newAccount = async () => (await activatedAccount(admin, 'geraet')).email;

  it('slows a guesser without device cookie down with 429, even from other addresses and with the right password', async () => {
    const email = await newAccount();

    await lockOutStrangers(email);

    await expectLimited(await strangerLogin(email, WRONG_PASSWORD));
    await expectLimited(await strangerLogin(email, TEST_PASSWORD));
  });

  it("lets the owner whose browser signed in before sign in with the right password after a stranger's failures", async () => {
    const email = await newAccount();
    const browser = new ApiSession();
    const first = await login(browser, email, TEST_PASSWORD);
    expect(first.status).toBe(200);
    // The device cookie: HttpOnly, SameSite=Strict, Secure, sent back to the sign-in route only
    const device = first.headers.getSetCookie().find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`)) ?? '';
    expect(device.split('; ')).toEqual(
      expect.arrayContaining(['Path=/api/auth/login', 'SameSite=Strict', 'Secure', 'HttpOnly']),
    );

    await lockOutStrangers(email);
    await expectLimited(await strangerLogin(email, TEST_PASSWORD));

    // The owner's browser: a typo is a plain wrong password, the right one signs in
    expect((await login(browser, email, WRONG_PASSWORD)).status).toBe(400);
    const signIn = await login(browser, email, TEST_PASSWORD);
    const { user } = await expectJson<{ user: unknown }>(signIn, 200);
    expect(userSchema.parse(user).email).toBe(email);
    expect(userSchema.parse(await expectJson(await browser.request('/api/users/me'), 200)).email).toBe(email);
  });

  it('distrusts a device cookie that keeps failing', async () => {
    const email = await newAccount();
    const browser = await ownerBrowser(email);
    await lockOutStrangers(email);

    for (let attempt = 0; attempt < DEVICE_LIMIT; attempt += 1)
      expect((await login(browser, email, WRONG_PASSWORD)).status).toBe(400);

    // Now an untrusted client like any other, and those are locked out
    await expectLimited(await login(browser, email, TEST_PASSWORD));
  });

  it('does not count the device cookie of another account', async () => {
    const email = await newAccount();
    const otherBrowser = await ownerBrowser(await newAccount());
    await lockOutStrangers(email);

    await expectLimited(await login(otherBrowser, email, TEST_PASSWORD));
  });

  it('treats a tampered device cookie as absent', async () => {
    const email = await newAccount();
    const browser = await ownerBrowser(email);
    await lockOutStrangers(email);
    const genuine = browser.cookie(DEVICE_COOKIE) ?? '';
    const [nonce = '', ...rest] = decodeURIComponent(genuine).split('.');
    const forged = `${nonce.startsWith('A') ? 'B' : 'A'}${nonce.slice(1)}`;

    browser.setCookie(DEVICE_COOKIE, encodeURIComponent([forged, ...rest].join('.')));
    await expectLimited(await login(browser, email, TEST_PASSWORD));

    browser.setCookie(DEVICE_COOKIE, genuine);
    expect((await login(browser, email, TEST_PASSWORD)).status).toBe(200);
  });

  it('lets no more guesses through when they are sent all at once than one after another', async () => {
    const email = await newAccount();
    const browser = await ownerBrowser(email);

    const burst = await Promise.all(Array.from({ length: 12 }, () => strangerLogin(email, WRONG_PASSWORD)));

    const statuses = burst.map((response) => response.status).sort();
    expect(statuses).toEqual([
      ...Array<number>(ACCOUNT_LIMIT).fill(400),
      ...Array<number>(12 - ACCOUNT_LIMIT).fill(429),
    ]);
    await expectLimited(await strangerLogin(email, TEST_PASSWORD));
    expect((await login(browser, email, TEST_PASSWORD)).status).toBe(200);
  });

  it("starts the strangers' count anew once the owner has signed in, as Cognito's own count does", async () => {
    const email = await newAccount();
    const browser = await ownerBrowser(email);
    await lockOutStrangers(email);
    await expectLimited(await strangerLogin(email, TEST_PASSWORD));

    expect((await login(browser, email, TEST_PASSWORD)).status).toBe(200);

    // The owner on a new phone (no device cookie yet) is no longer kept out by the earlier guesses
    expect((await strangerLogin(email, TEST_PASSWORD)).status).toBe(200);
  });

  it('limits a client address trying many accounts, but not the owner whose browser shares it', async () => {
    const email = await newAccount();
    const browser = await ownerBrowser(email);
    const sharedAddress = newClient();
    for (let attempt = 0; attempt < CLIENT_LIMIT; attempt += 1) {
      const guess = await login(new ApiSession(), uniqueEmail('unbekannt'), WRONG_PASSWORD, sharedAddress);
      expect(guess.status).toBe(400);
    }

    await expectLimited(await login(new ApiSession(), email, TEST_PASSWORD, sharedAddress));
    expect((await login(browser, email, TEST_PASSWORD, sharedAddress)).status).toBe(200);
  });
});
