import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
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
