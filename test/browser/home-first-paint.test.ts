import { CHECK_GROUP_LABELS, CHECK_GROUPS } from '@baucheck/shared/enums';
import { describe, expect, inject } from 'vitest';
import { browserTest, expectNoAxeViolations } from '../support/browser.ts';

/*
 * The landing page is prerendered (frontend/build/landing-shell.ts): its text paints from the HTML
 * the server sends, before any JavaScript runs, and the app then hydrates it without a visible
 * change. Nothing on it moves while the municipality, its coat of arms and the web fonts arrive.
 */

const url = (path: string) => new URL(path, inject('baseUrl')).href;
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const withoutScript = browserTest({ ...PHONE, javaScriptEnabled: false });
const it = browserTest(PHONE);

declare global {
  interface Window {
    /** Sum of the layout shifts without recent input (what CLS adds up), recorded from the start. */
    layoutShift: number;
    /** The heading the HTML brought, before any script of the page ran. */
    prerenderedHeading: Element | null;
  }
}

describe('The landing page before and after its JavaScript', () => {
  withoutScript('shows heading, introduction and the four project types from the HTML alone', async ({ page }) => {
    for (const path of ['/home', '/home/lindenau']) {
      await page.goto(url(path));
      await page.getByRole('heading', { level: 1, name: 'Brauche ich eine Baugenehmigung?' }).waitFor();
      await page.getByText(/^Mit dem BauCheck finden Sie in wenigen Minuten heraus/).waitFor();
      for (const group of CHECK_GROUPS) {
        await page.getByRole('link', { name: new RegExp(`^${CHECK_GROUP_LABELS[group]}`) }).waitFor();
      }
      await page.getByRole('link', { name: 'Quick-Check starten' }).waitFor();
    }
  });

  it('hydrates the prerendered page in place and nothing moves while the Gemeinde and fonts arrive', async ({
    page,
    context,
  }) => {
    // Prepare: a slow phone (4× slower CPU), and records from before the page's first script
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      window.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) window.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
      // Module scripts run after the document is parsed ("interactive"): this is the HTML's own heading.
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') window.prerenderedHeading = document.querySelector('h1');
      });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    // Act
    await page.goto(url('/home/lindenau'));

    // Assess: the Gemeinde filled in, the project types are known, the fonts are there
    await page.getByText('Markt Lindenau', { exact: true }).waitFor();
    await page.locator('.project-types[aria-busy="false"]').waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(await page.evaluate(() => document.fonts.check('700 1rem "Source Sans 3"'))).toBe(true);
    expect(await page.evaluate(() => window.prerenderedHeading === document.querySelector('h1'))).toBe(true);
    expect(await page.evaluate(() => window.layoutShift)).toBeLessThanOrEqual(0.02);
    // A hydration mismatch is reported as an error on the console.
    expect(errors).toEqual([]);
    // The links lead on with the Gemeinde of the address, which the one shell for all could not know.
    expect(await page.getByRole('link', { name: 'Quick-Check starten' }).getAttribute('href')).toContain('lindenau');
    await expectNoAxeViolations(page);
  });
});
