import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { browserTest } from '../support/browser.ts';

/*
 * Moving between residents' pages (frontend/src/app/public-app.tsx): a new page starts at the top,
 * Back returns to where the previous page was left, as after full page loads. A page opened directly
 * has its check asked for by its document, before the app's code has arrived (frontend/src/lib/early-reads.ts),
 * and that code comes in a few files.
 */

const url = (path: string) => new URL(path, inject('baseUrl')).href;
const it = browserTest({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * Holds the app's first chunk back until every pattern's request has been made (at most 20 s), as
 * only the early reads' script can before that chunk has run; tells afterwards whether they all were.
 */
async function holdFirstChunkUntilAsked(page: Page, wanted: readonly RegExp[]): Promise<() => boolean> {
  const asked = wanted.map(() => Promise.withResolvers<undefined>());
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    for (const [index, pattern] of wanted.entries()) if (pattern.test(path)) asked[index]?.resolve(undefined);
  });
  let askedDuringHold = false;
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), 20_000)));
    const all = Promise.all(asked.map(({ promise }) => promise)).then(() => true);
    askedDuringHold = await Promise.race([all, limit]);
    clearTimeout(timer);
    await route.continue();
  });
  return () => askedDuringHold;
}

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

describe('a slide opened directly', () => {
  it("asks for the tab's check once and for the slides' code, before the app's code has arrived, in a few files", async ({
    page,
  }) => {
    // Prepare: the first slide of Lindenau's garden-house check, reached through the flow
    await page.goto(url('/quick-check/data-protection/lindenau?vorhaben=gartenhaus'));
    await page.getByRole('button', { name: 'Einverstanden, weiter' }).click();
    await page.getByRole('button', { name: 'Weiter zu den Fragen' }).click();
    const firstQuestion = page.getByRole('heading', { level: 1 });
    // The URL changes a moment before the slide replaces the municipality step
    await page.waitForURL(/\/quick-check\/slides/);
    await expect.poll(() => firstQuestion.innerText()).toMatch(/^(?!Wo soll gebaut werden\?$)./);
    const question = await firstQuestion.innerText();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    // The app's first chunk is held back until the check and the slides' code have been asked for:
    // the document's early reads' script (frontend/src/lib/early-reads.ts) asks for them. If they
    // waited for the app's code, the hold would end only at its limit, without them.
    const askedDuringHold = await holdFirstChunkUntilAsked(page, [
      /^\/api\/quick-checks\/checks\//,
      /^\/assets\/flow-common-[\w-]+\.js$/,
      /^\/assets\/flow-slides-[\w-]+\.js$/,
    ]);

    // Act: a reload, as after a bookmark or a lost connection
    await page.reload();

    // Assess: the check and the slides' code were asked for while the app's code was held, the check
    // once (the app took that answer), and the same slide shows
    await page.getByRole('heading', { level: 1, name: question }).waitFor();
    expect(askedDuringHold()).toBe(true);
    expect(requests.filter((path) => path.startsWith('/api/quick-checks/checks/'))).toHaveLength(1);
    // The top bar's municipality too was asked for once, early, and taken
    expect(requests.filter((path) => path.startsWith('/api/reference-units/by-slug/lindenau/'))).toHaveLength(1);
    // The page's code comes in a handful of files, not in a dozen small ones that would queue on the
    // connections: the early reads' script, the first chunk, the bundler's runtime and the kits the
    // slides need (the shared one and the slides'), which the early reads' script names as preloads
    // while the first chunk loads; the result's kit waits for the result.
    const scripts = requests.filter((path) => /^\/assets\/[\w~-]+\.js$/.test(path));
    expect(scripts.length, scripts.join(', ')).toBeLessThanOrEqual(5);
    expect(scripts.filter((path) => /^\/assets\/flow-result-/.test(path))).toEqual([]);
  });
});

describe('the embed frame’s first step opened directly', () => {
  it('asks for its page’s and the frame’s code before the app’s code has arrived', async ({ page }) => {
    // Prepare: the app's first chunk is held back until the step's code and the embed frame's have
    // been asked for, which only the early reads' script does before the first chunk has run
    const askedDuringHold = await holdFirstChunkUntilAsked(page, [
      /^\/assets\/data-protection-[\w-]+\.js$/,
      /^\/assets\/embed-frame-[\w-]+\.js$/,
    ]);

    // Act: the address a municipality's embed.js opens for a project type
    await page.goto(url('/embed/quick-check/data-protection/lindenau?vorhaben=gartenhaus'));

    // Assess
    await page.getByRole('button', { name: 'Einverstanden, weiter' }).waitFor();
    expect(askedDuringHold()).toBe(true);
  });
});
