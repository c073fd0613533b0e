import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { SEED_FAQ_CHAPTERS } from '../../functions/local/seed/faqs.ts';
import { expectNoAxeViolations, launchBrowser } from '../support/browser.ts';
import { eventually } from './quick-check-driver.ts';

/*
 * The embed snippet on a municipality's page: a host page on another origin (a tiny server of this
 * test on 127.0.0.1) includes /embed.js from the stack; the script creates the iframe, and the framed
 * check reports its height, which the script applies, on every page and step.
 */

const baseUrl = inject('baseUrl');
/** Polls until the expectation holds; generous, for a loaded two-core CI machine. */

const hostPage = (snippet: string, filler = '') => `<!doctype html>
<html lang="de">
  <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Markt Lindenau – Bauen und Wohnen</title></head>
  <body>
    <header><p>Markt Lindenau</p></header>
    <main>
      <h1>Bauen in Lindenau</h1>
      <p>Brauchen Sie für Ihr Vorhaben eine Baugenehmigung? Prüfen Sie es hier.</p>
      ${filler}
      ${snippet}
      ${filler}
      <p>Ende der Seite.</p>
    </main>
  </body>
</html>`;

/** A municipality's long page: news and notices above and below the embedded check. */
const NEWS = Array.from(
  { length: 40 },
  (_, index) => `<p>Mitteilung ${index + 1}: Die Sprechzeiten des Bauamts ändern sich in den Ferien.</p>`,
).join('\n');

const PAGES: Record<string, string> = {
  '/bauen.html': hostPage(
    `<div data-baucheck data-gemeinde="lindenau"></div>\n<script src="${baseUrl}/embed.js" async></script>`,
  ),
  '/lang.html': hostPage(
    `<div data-baucheck data-gemeinde="lindenau"></div>\n<script src="${baseUrl}/embed.js" async></script>`,
    NEWS,
  ),
  '/garten.html': hostPage(
    `<script src="${baseUrl}/embed.js" data-gemeinde="seewiesen" data-vorhaben="gartenhaus"></script>`,
  ),
};

describe('embedding the quick check in a municipality page', () => {
  let server: Server;
  let hostOrigin: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const body = PAGES[request.url ?? ''];
      response.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(body ?? 'nicht gefunden');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    hostOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(async () => {
    context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1024, height: 800 } });
    page = await context.newPage();
  });
  afterEach(async () => {
    await context.close();
  });

  const iframe = () => page.locator('iframe[data-baucheck-frame]');
  const frame = async (): Promise<Frame> => {
    const handle = await iframe().elementHandle();
    const content = await handle?.contentFrame();
    if (!content) throw new Error('no frame');
    return content;
  };
  /** The iframe's height on the host page and the height of the framed content. */
  const heights = async () => {
    const content = await frame();
    return {
      iframe: Math.round((await iframe().boundingBox())?.height ?? 0),
      content: Math.ceil(
        await content.evaluate(() => document.getElementById('root')?.getBoundingClientRect().height ?? 0),
      ),
    };
  };
  const expectFittingHeight = async () => {
    await eventually(async () => {
      const { iframe: outer, content } = await heights();
      return content > 200 && Math.abs(outer - content) <= 2;
    }).toBe(true);
    return (await heights()).iframe;
  };

  it('creates the iframe from the snippet, sizes it to its content on every step, and keeps the footer links', async () => {
    // Act
    await page.goto(`${hostOrigin}/bauen.html`);

    // Assess: the frame shows the municipality's landing page without the top bar
    await iframe().waitFor();
    expect(await iframe().getAttribute('src')).toBe(`${baseUrl}/embed/home/lindenau`);
    expect(await iframe().getAttribute('title')).toMatch(/^BauCheck/);
    const framed = page.frameLocator('iframe[data-baucheck-frame]');
    await framed.getByRole('heading', { level: 1, name: 'Brauche ich eine Baugenehmigung?' }).waitFor();
    await framed.getByText('Markt Lindenau', { exact: true }).waitFor();
    expect(await framed.getByRole('banner').count()).toBe(0);
    const landingHeight = await expectFittingHeight();

    // Footer links stay reachable, in a new window so the check in the frame stays where it is
    const footer = framed.getByRole('navigation', { name: 'Fußzeile' });
    for (const name of ['Impressum', 'Datenschutz', 'Barrierefreiheit', 'Leichte Sprache', 'Gebärdensprache']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
      expect(await link.getAttribute('target'), name).toBe('_blank');
    }
    expect(await footer.getByRole('link', { name: 'Admin-Bereich' }).count()).toBe(0);
    await expectNoAxeViolations(page);

    // Act: into the check inside the frame
    await framed.getByRole('link', { name: /^Gartenhaus/ }).click();
    await framed.getByRole('heading', { level: 1, name: 'Hinweise zum Datenschutz' }).waitFor();

    // Assess: the steps stay in the embed family and the frame follows the new height
    expect(new URL((await frame()).url()).pathname).toBe('/embed/quick-check/data-protection/lindenau');
    const stepHeight = await expectFittingHeight();
    expect(stepHeight).not.toBe(landingHeight);
    await framed.getByRole('button', { name: 'Einverstanden, weiter' }).click();
    await framed.getByRole('button', { name: 'Weiter zu den Fragen' }).click();
    await framed.getByRole('heading', { level: 1, name: /^Gartenhaus: Brauche ich/ }).waitFor();
    expect(new URL((await frame()).url()).pathname).toBe('/embed/quick-check/slides');
    await expectFittingHeight();
    expect(await context.cookies()).toEqual([]);
  });

  it('starts with a project type when the snippet names one, placed where the script stands', async () => {
    await page.goto(`${hostOrigin}/garten.html`);

    await iframe().waitFor();
    expect(await iframe().getAttribute('src')).toBe(
      `${baseUrl}/embed/quick-check/data-protection/seewiesen?vorhaben=gartenhaus`,
    );
    // Right after the script, inside the host page's main content
    expect(await page.locator('main > script + iframe[data-baucheck-frame]').count()).toBe(1);
    const framed = page.frameLocator('iframe[data-baucheck-frame]');
    await framed.getByRole('heading', { level: 1, name: 'Hinweise zum Datenschutz' }).waitFor();
    await framed.getByRole('button', { name: 'Einverstanden, weiter' }).click();
    await framed.getByRole('heading', { level: 1, name: 'Wo soll gebaut werden?' }).waitFor();
    expect(await framed.getByRole('radio', { name: /^Gemeinde Seewiesen/ }).isChecked()).toBe(true);
    await expectFittingHeight();
  });

  it.each([
    ['a phone', { width: 375, height: 667 }],
    ['a desktop', { width: 1280, height: 800 }],
  ])(
    'opens the FAQ dialog and its enlarged image where the visitor is looking on a long page, on %s',
    { timeout: 90_000 },
    async (_name, viewport) => {
      // Prepare: scrolled down the long host page to the FAQ button far down the tall frame
      await page.setViewportSize(viewport);
      await page.goto(`${hostOrigin}/lang.html`);
      const framed = page.frameLocator('iframe[data-baucheck-frame]');
      await framed.getByRole('heading', { level: 1, name: 'Brauche ich eine Baugenehmigung?' }).waitFor();
      // Chromium pauses the animation frames of a frame out of sight: the frame sizes itself once seen
      await iframe().scrollIntoViewIfNeeded();
      await expectFittingHeight();
      const open = framed.getByRole('button', { name: 'Häufige Fragen öffnen' });
      await open.scrollIntoViewIfNeeded();
      const frameTop = (await iframe().boundingBox())?.y ?? 0;
      expect(frameTop, 'the frame starts above the window').toBeLessThan(-300);
      /** The element lies completely inside the host page's window. */
      const inWindow = async (box: { y: number; height: number } | null) =>
        box !== null && box.y >= 0 && box.y + box.height <= viewport.height;

      // Act
      await open.click();

      // Assess: the dialog and its close button are in the window, not at the frame's top
      const dialog = framed.getByRole('dialog', { name: 'Häufige Fragen' });
      await dialog.waitFor();
      const close = dialog.getByRole('button', { name: 'Schließen' });
      await eventually(async () => inWindow(await close.boundingBox())).toBe(true);
      const dialogBox = await dialog.boundingBox();
      expect(dialogBox && dialogBox.y >= 0 && dialogBox.y < viewport.height / 2, 'dialog in the upper window').toBe(
        true,
      );
      await expectNoAxeViolations(page);

      // The enlarged image, opened from the dialog, too
      const imageFaq = SEED_FAQ_CHAPTERS.filter((chapter) => chapter.type === 'Landing Page FAQs')
        .flatMap((chapter) => chapter.faqs)
        .find((faq) => faq.image);
      await dialog.getByText(imageFaq?.title ?? '').click();
      // The answer opens with an animation, and the dialog follows the visitor's view of the host page (a
      // message from the host page moves it after each scroll): as a visitor does, scroll to the thumbnail
      // until it is in the window, then press it (the click waits for it to stand still).
      const enlarge = dialog.getByRole('button', { name: `Bild vergrößern: ${imageFaq?.image?.alt}` });
      await eventually(async () => {
        await enlarge.scrollIntoViewIfNeeded();
        return inWindow(await enlarge.boundingBox());
      }).toBe(true);
      await enlarge.click();
      const enlarged = framed
        .getByRole('dialog')
        .filter({ has: framed.getByRole('img', { name: imageFaq?.image?.alt }) })
        .last();
      await enlarged.waitFor();
      const closeImage = enlarged.getByRole('button', { name: 'Schließen' });
      await eventually(async () => inWindow(await closeImage.boundingBox())).toBe(true);
      await closeImage.click();
      await enlarged.waitFor({ state: 'hidden' });

      // Closed, the visitor is where they were
      await close.click();
      await dialog.waitFor({ state: 'hidden' });
      // The frame gives the host page its scroll position back after the dialog has closed (a message
      // to the host page): wait for it as the visitor does.
      await eventually(async () => inWindow(await open.boundingBox())).toBe(true);
    },
  );
});
