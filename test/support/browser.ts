import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { DEMO_PASSWORD } from './accounts.ts';

/**
 * Debian's Chromium (installed by .ci/run), driven by playwright-core. The flags keep it from
 * reaching out to the network, which this machine does not have, and let it run as root.
 */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });

/** A desktop window: staff work in the admin area on desktops. */
export const DESKTOP_VIEWPORT = { width: 1280, height: 900 };

/**
 * `it` for browser tests: `const it = browserTest({ … })`, then `it('…', async ({ page }) => …)`.
 * Chromium starts once per test file (about a second); every test gets a fresh German context (its own
 * cookies and storage, so no session leaks into the next test) with a page, closed after the test.
 * `blockExternal` aborts requests that leave the local stack (the map's base tiles), as CI has no network.
 */
export function browserTest(contextOptions: BrowserContextOptions = {}, { blockExternal = false } = {}) {
  return test.extend<{ $test: { context: BrowserContext; page: Page }; $file: { browser: Browser } }>({
    browser: [
      // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern; there are none
      async ({}, use) => {
        const browser = await launchBrowser();
        await use(browser);
        await browser.close();
      },
      { scope: 'file' },
    ],
    context: async ({ browser }, use) => {
      const context = await browser.newContext({ locale: 'de-DE', ...contextOptions });
      if (blockExternal) await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
      await use(context);
      await context.close();
    },
    page: async ({ context }, use) => {
      await use(await context.newPage());
    },
  });
}

/** Runs axe with the WCAG 2.1 A/AA rules (BITV 2.0) and expects no violations, listing them if any. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/**
 * Signs in through /login as staff do and waits for the admin start page's greeting. The page must
 * come from `browser.newContext()`, whose cookies then hold the session.
 */
export async function signInThroughLoginPage(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(new URL('/login', inject('baseUrl')).href);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL((url) => url.pathname === '/administration');
  await page.getByRole('heading', { level: 1, name: /^Willkommen, / }).waitFor();
}

/** "Veröffentlichen" in the check editor's bar, confirmed in its dialog (which names the new version). */
export async function publishFromCheckBar(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Check veröffentlichen' });
  await dialog.getByRole('button', { name: /^Version \d+ veröffentlichen$/ }).click();
  await dialog.waitFor({ state: 'hidden' });
}
