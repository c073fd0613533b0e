import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { DEMO_ACCOUNTS } from '../../functions/local/seed/accounts.ts';
import { mailsTo, nextCode, send, signedIn, uniqueEmail, userByEmail } from '../support/accounts.ts';
import { browserTest, expectNoAxeViolations, signInThroughLoginPage } from '../support/browser.ts';
import { ApiSession } from '../support/http.ts';

const it = browserTest();
const url = (path: string) => new URL(path, inject('baseUrl')).href;
const pathOf = (page: Page) => new URL(page.url()).pathname;
const nameOf = (email: string) => DEMO_ACCOUNTS.find((account) => account.email === email)?.name ?? '';
const HOME_HEADING = 'Brauche ich eine Baugenehmigung?';

/** A new account made through the API: registered, verified with the mailed code and activated by the admin. */
async function activeAccount(email: string, password: string): Promise<void> {
  const before = (await mailsTo(email)).length;
  const created = await send(new ApiSession(), 'POST', '/api/auth/create', { email, password, name: 'Rita Reset' });
  expect(created.status).toBe(201);
  const code = await nextCode(email, before);
  expect((await send(new ApiSession(), 'POST', '/api/auth/verify', { email, token: code })).status).toBe(200);
  const admin = await signedIn('admin@baucheck.test');
  const user = await userByEmail(admin, email);
  if (!user) throw new Error(`no user ${email}`);
  const activated = await send(admin, 'PATCH', `/api/users/${user.id}`, { version: user.version, is_active: true });
  expect(activated.status).toBe(200);
}

describe('accounts and sign-in in the browser', () => {
  it('sets no cookie at all for a resident on Home, Imprint and Data privacy', async ({ page, context }) => {
    for (const path of ['/home', '/imprint', '/data-privacy']) {
      await page.goto(url(path), { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    await page.goto(url('/home'), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Häufige Fragen öffnen' }).click();
    await page.getByRole('dialog', { name: 'Häufige Fragen' }).waitFor();
    await page.waitForLoadState('networkidle');

    expect(await context.cookies()).toEqual([]);

    // The first staff page fetches the CSRF token, and only then is there a cookie.
    await page.goto(url('/login'), { waitUntil: 'networkidle' });
    await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).toEqual(['csrftoken']);
  });

  it.for(['admin@baucheck.test', 'land@baucheck.test'])(
    'signs in as %s through /login and greets by name on the admin start page',
    async (email, { page }) => {
      await page.goto(url('/login'));
      await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
      await expect.poll(() => page.title()).toBe('Anmelden – BauCheck');
      await expectNoAxeViolations(page);

      await signInThroughLoginPage(page, email);

      expect(pathOf(page)).toBe('/administration');
      await page.getByRole('heading', { level: 1, name: `Willkommen, ${nameOf(email)}` }).waitFor();
      await page.getByText(email, { exact: true }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      await expectNoAxeViolations(page);
    },
  );

  it('signs out and shows the admin start page logged out, also after a reload', async ({ page, context }) => {
    await signInThroughLoginPage(page, 'kommune@baucheck.test');

    await page.getByRole('button', { name: 'Abmelden' }).click();

    await page.getByRole('heading', { level: 1, name: 'Admin-Bereich' }).waitFor();
    expect(pathOf(page)).toBe('/administration');
    await page.getByRole('link', { name: 'Zur Anmeldung' }).waitFor();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('baucheck_access');
    // The device cookie marks the browser, not the session: it stays, for the sign-in route only
    expect((await context.cookies()).find((cookie) => cookie.name === 'baucheck_device')).toMatchObject({
      path: '/api/auth/login',
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
    });
    await page.reload();
    await page.getByRole('link', { name: 'Zur Anmeldung' }).waitFor();
  });

  it('shows the German error for a wrong password', async ({ page }) => {
    await page.goto(url('/login'));
    await page.getByLabel('E-Mail-Adresse').fill('standard@baucheck.test');
    await page.getByLabel('Passwort', { exact: true }).fill('Falsches-Passwort-1');
    await page.getByRole('button', { name: 'Anmelden' }).click();

    await page
      .getByText('E-Mail-Adresse oder Passwort ist falsch, oder das Konto ist noch nicht freigeschaltet.')
      .waitFor();
    expect(pathOf(page)).toBe('/login');
    await expectNoAxeViolations(page);
  });

  it('guard: a logged-out visitor of /users goes to Home', async ({ page }) => {
    await page.goto(url('/users'));

    await page.getByRole('heading', { level: 1, name: HOME_HEADING }).waitFor();
    expect(pathOf(page)).toBe('/home');
  });

  it('guard: a Land user on /users goes to Home', async ({ page }) => {
    await signInThroughLoginPage(page, 'land@baucheck.test');

    await page.goto(url('/users'));

    await page.getByRole('heading', { level: 1, name: HOME_HEADING }).waitFor();
    expect(pathOf(page)).toBe('/home');
  });

  it('guard: a logged-out visitor stays on /administration and is asked to sign in', async ({ page }) => {
    await page.goto(url('/administration'));

    await page.getByRole('heading', { level: 1, name: 'Admin-Bereich' }).waitFor();
    expect(pathOf(page)).toBe('/administration');
    await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
  });

  it('guard: an administrator sees all accounts on /users, sortable and filterable', async ({ page }) => {
    await signInThroughLoginPage(page, 'admin@baucheck.test');

    await page.getByRole('link', { name: 'Alle Accounts anzeigen' }).click();

    const table = page.getByRole('table', { name: 'Alle Accounts' });
    await table.waitFor();
    expect(pathOf(page)).toBe('/users');
    await expect.poll(() => page.title()).toBe('Alle Accounts – BauCheck');
    for (const account of DEMO_ACCOUNTS) await table.getByRole('cell', { name: account.email, exact: true }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByLabel('Accounts durchsuchen').fill('inaktiv');
    await expect.poll(() => table.getByRole('row').count()).toBe(2); // header and one account
    await table.getByRole('cell', { name: 'inaktiv@baucheck.test' }).waitFor();
  });

  it('registers through /willkommen and confirms with the link from the e-mail', async ({ page }) => {
    const email = uniqueEmail('browser-neu');
    const before = (await mailsTo(email)).length;
    await page.goto(url('/willkommen'));
    await expectNoAxeViolations(page);

    await page.getByLabel('Name').fill('Bruno Browser');
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel('Passwort', { exact: true }).fill('Sicheres-Passwort-1');
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await page.getByRole('heading', { level: 1, name: 'E-Mail-Adresse bestätigen' }).waitFor();
    await page.getByText(`Wir haben Ihnen einen Code an ${email} geschickt.`).waitFor();
    await expectNoAxeViolations(page);

    // The link the e-mail contains
    const code = await nextCode(email, before);
    await page.goto(url(`/willkommen?email=${encodeURIComponent(email)}&code=${encodeURIComponent(code)}`));
    expect(await page.getByLabel('Code aus der E-Mail').inputValue()).toBe(code);
    await page.getByRole('button', { name: 'Konto bestätigen' }).click();

    await page.getByRole('heading', { level: 1, name: 'E-Mail-Adresse bestätigt' }).waitFor();
    await page.getByText(/schaltet Ihr Konto frei/).waitFor();
    const admin = await signedIn('admin@baucheck.test');
    expect(await userByEmail(admin, email)).toMatchObject({ is_verified: true, is_active: false });
  });

  it('resets a password with the mailed code and signs in with the new one', async ({ page }) => {
    const email = uniqueEmail('browser-reset');
    await activeAccount(email, 'Altes-Passwort-2026');

    await page.goto(url('/passwort-request'));
    await expectNoAxeViolations(page);
    const before = (await mailsTo(email)).length;
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByRole('button', { name: 'Code anfordern' }).click();
    await page
      .getByText('Wenn ein Konto mit dieser Adresse existiert, haben wir Ihnen einen Code geschickt.')
      .waitFor();

    const code = await nextCode(email, before);
    await page.goto(url(`/passwort?email=${encodeURIComponent(email)}&code=${encodeURIComponent(code)}`));
    await expectNoAxeViolations(page);
    await page.getByLabel('Neues Passwort', { exact: true }).fill('Neues-Passwort-2027');
    await page.getByLabel('Neues Passwort wiederholen').fill('Neues-Passwort-2027');
    await page.getByRole('button', { name: 'Passwort ändern' }).click();

    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    await page.getByText('Ihr Passwort wurde geändert.', { exact: false }).waitFor();
    expect(await page.getByLabel('E-Mail-Adresse').inputValue()).toBe(email);
    await page.getByLabel('Passwort', { exact: true }).fill('Neues-Passwort-2027');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByRole('heading', { level: 1, name: 'Willkommen, Rita Reset' }).waitFor();
  });
});
