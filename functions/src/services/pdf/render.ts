import type { Browser, Page } from 'puppeteer-core';
import { HttpError } from '#lib/errors';
import { logger } from '#lib/logger';
import { discardBrowser, renderEnded, renderStarted, sharedBrowser } from './browser.ts';
import { PRINT_PAGE_URL } from './fonts.ts';
import type { PdfDocument } from './layout.ts';
import { pdfSettings } from './settings.ts';

export const RENDER_TIMEOUT_TEXT =
  'Die PDF-Datei konnte gerade nicht rechtzeitig erstellt werden. Bitte versuchen Sie es in einigen Augenblicken erneut.';
export const RENDER_FAILED_TEXT =
  'Die PDF-Datei kann gerade nicht erstellt werden. Bitte versuchen Sie es in einigen Augenblicken erneut.';

/** How long a render that was given up may take to let go of its page before the browser is killed. */
const ABANDON_GRACE_MS = 5_000;

interface Attempt {
  browser: Browser | null;
  page: Page | null;
  abandoned: boolean;
}

class RenderTimeout extends Error {}

/**
 * Pages kept open between renders, per browser: loading a new document into an open page takes about
 * half the time of opening a page. A page only ever holds one document at a time (each render replaces
 * it entirely); a page that failed or timed out is closed instead of kept. Every page stays at the print
 * page beside the fonts (fonts.ts): documents written into it load the font files relative to it, and
 * Chromium keeps the decoded fonts in its memory cache from one render to the next.
 */
const idlePages = new WeakMap<Browser, Page[]>();
const MAX_IDLE_PAGES = 2;

async function takePage(browser: Browser): Promise<Page> {
  const idle = idlePages.get(browser) ?? [];
  let page = idle.pop();
  while (page?.isClosed()) page = idle.pop();
  page ??= await browser.newPage();
  // A new page, or (defensively) one that a document navigated away from.
  if (page.url() !== PRINT_PAGE_URL) await page.goto(PRINT_PAGE_URL);
  return page;
}

async function returnPage(browser: Browser, page: Page): Promise<void> {
  const idle = idlePages.get(browser) ?? [];
  idlePages.set(browser, idle);
  if (browser.connected && !page.isClosed() && idle.length < MAX_IDLE_PAGES) idle.push(page);
  else await page.close().catch(() => undefined);
}

async function printOnce(document: PdfDocument, attempt: Attempt, timeoutMs: number): Promise<Uint8Array> {
  const browser = await sharedBrowser();
  attempt.browser = browser;
  if (attempt.abandoned) throw new RenderTimeout();
  const page = await takePage(browser);
  attempt.page = page;
  let pdf: Uint8Array;
  try {
    if (attempt.abandoned) throw new RenderTimeout();
    // The document replaces the page's content but keeps its address (the print page), so relative
    // font URLs resolve to the font files; page.pdf() waits for the fonts (document.fonts.ready).
    await page.setContent(document.html, { waitUntil: 'load', timeout: timeoutMs });
    pdf = await page.pdf({
      format: 'A4',
      printBackground: true,
      preferCSSPageSize: true,
      tagged: true,
      outline: document.outline ?? false,
      timeout: timeoutMs,
    });
  } catch (error) {
    await page.close().catch(() => undefined);
    throw error;
  }
  if (attempt.abandoned) await page.close().catch(() => undefined);
  else await returnPage(browser, page);
  return pdf;
}

/** One attempt, and a second one with a fresh browser when the first failed because the browser died. */
async function printWithRelaunch(document: PdfDocument, attempt: Attempt, timeoutMs: number): Promise<Uint8Array> {
  try {
    return await printOnce(document, attempt, timeoutMs);
  } catch (error) {
    if (attempt.abandoned || error instanceof RenderTimeout) throw error;
    if (attempt.browser?.connected !== false) throw error;
    logger.warn('chromium died during a render; retrying with a new browser', { error: error as Error });
    attempt.browser = null;
    attempt.page = null;
    return printOnce(document, attempt, timeoutMs);
  }
}

/**
 * Prints a document to an A4 PDF (tagged, fonts embedded, title metadata from the HTML title).
 * A print that takes longer than the limit (PDF_RENDER_TIMEOUT_MS) answers 503 with a German text;
 * the abandoned page is closed, and a browser that does not let go of it is killed. A container's
 * one-time start of Chromium (unpacking it takes seconds, longer on a busy machine) is not part of
 * the limit: puppeteer bounds the launch, and the handlers start it while the container initialises.
 */
export async function renderPdf(document: PdfDocument, options: { timeoutMs?: number } = {}): Promise<Uint8Array> {
  const timeoutMs = options.timeoutMs ?? pdfSettings().PDF_RENDER_TIMEOUT_MS;
  const attempt: Attempt = { browser: null, page: null, abandoned: false };
  renderStarted();
  try {
    await sharedBrowser();
  } catch (error) {
    renderEnded();
    logger.error('Chromium could not be launched', { error: error as Error });
    throw new HttpError(503, RENDER_FAILED_TEXT, { 'Retry-After': '10' });
  }
  const work = printWithRelaunch(document, attempt, timeoutMs);
  void work.then(renderEnded, renderEnded);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new RenderTimeout()), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } catch (error) {
    if (error instanceof RenderTimeout) {
      abandon(attempt, work);
      logger.warn('PDF render timed out', { timeout_ms: timeoutMs });
      throw new HttpError(503, RENDER_TIMEOUT_TEXT, { 'Retry-After': '10' });
    }
    logger.error('PDF render failed', { error: error as Error });
    throw new HttpError(503, RENDER_FAILED_TEXT, { 'Retry-After': '10' });
  } finally {
    clearTimeout(timer);
  }
}

/** Lets a timed-out render go: closes its page and kills the browser if that does not end it soon. */
function abandon(attempt: Attempt, work: Promise<unknown>): void {
  attempt.abandoned = true;
  void attempt.page?.close().catch(() => undefined);
  const guard = setTimeout(() => {
    if (attempt.browser) void discardBrowser(attempt.browser);
  }, ABANDON_GRACE_MS);
  guard.unref();
  void work.then(
    () => clearTimeout(guard),
    () => clearTimeout(guard),
  );
}
