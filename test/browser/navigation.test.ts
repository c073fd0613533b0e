import { describe, expect, inject } from 'vitest';
import { browserTest } from '../support/browser.ts';

/*
 * Moving between residents' pages (frontend/src/app/public-app.tsx): a new page starts at the top,
 * Back returns to where the previous page was left, as after full page loads.
 */

const url = (path: string) => new URL(path, inject('baseUrl')).href;
const it = browserTest({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

describe('scroll position between residents’ pages', () => {
  it('opens the next page at the top and returns to the old position on Back', async ({ page }) => {
    // Prepare: the privacy statement, read down to its footer
    await page.goto(url('/data-privacy'));
    await page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' }).waitFor();
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' });
    await footerLink.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(500);

    // Act
    await footerLink.click();

    // Assess: the imprint from its top; Back to the statement where it was left
    await page.getByRole('heading', { level: 1, name: 'Impressum' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
  });
});
