import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser } from '../support/browser.ts';

/*
 * The embed snippet on a municipality's page: a host page on another origin (a tiny server of this
 * test on 127.0.0.1) includes /embed.js from the stack; the script creates the iframe, and the framed
 * check reports its height, which the script applies, on every page and step.
 */

const baseUrl = inject('baseUrl');
/** Polls until the expectation holds; generous, for a loaded two-core CI machine. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });

const hostPage = (snippet: string) => `<!doctype html>
<html lang="de">
  <head><meta charset="utf-8"><title>Markt Lindenau – Bauen und Wohnen</title></head>
  <body>
    <header><p>Markt Lindenau</p></header>
    <main>
      <h1>Bauen in Lindenau</h1>
      <p>Brauchen Sie für Ihr Vorhaben eine Baugenehmigung? Prüfen Sie es hier.</p>
      ${snippet}
      <p>Ende der Seite.</p>
    </main>
  </body>
</html>`;

const PAGES: Record<string, string> = {
  '/bauen.html': hostPage(
    `<div data-baucheck data-gemeinde="lindenau"></div>\n<script src="${baseUrl}/embed.js" async></script>`,
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
});
