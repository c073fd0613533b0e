import type { Browser, CDPSession, Page } from 'puppeteer-core';
import { HttpError } from '#lib/errors';
import { logger } from '#lib/logger';
import { discardBrowser, renderEnded, renderStarted, sharedBrowser } from './browser.ts';
import { PRINT_PAGE_URL } from './fonts.ts';
import { PAGE_STYLES_ID, PDF_FRAME_HTML, type PdfDocument } from './layout.ts';
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

/** A page holding the PDF frame, with the DevTools session it prints through (see `print`). */
export interface FramePage {
  page: Page;
  session: CDPSession;
}

/**
 * Frame pages kept open between renders, per browser, each holding the PDF frame (layout.ts) with its
 * fonts loaded: a render writes only its title, footer and body into the frame and prints. Loading a
 * whole document instead (page.setContent) parses the style sheet and sets up the font faces again,
 * and opening a page costs more still. A page that failed or timed out is closed instead of kept.
 */
const idlePages = new WeakMap<Browser, FramePage[]>();
const MAX_IDLE_PAGES = 2;
/** The little of the DOM the frame's page functions use (the functions' own lib has no DOM types). */
interface FrameWindow {
  document: {
    title: string;
    fonts: Iterable<{ load(): Promise<unknown> }>;
    getElementById(id: string): { textContent: string | null } | null;
    body: { innerHTML: string };
  };
}

/** A4 in inches, and no margins of Chromium's own: the frame's `@page` rule sets size and margins. */
const PAPER = { paperWidth: 8.27, paperHeight: 11.7, marginTop: 0, marginBottom: 0, marginLeft: 0, marginRight: 0 };

/**
 * A new page with the frame: at the print page's address beside the fonts (fonts.ts), so that the
 * frame's relative font URLs resolve to the font files, and every face loaded up front: a document
 * then prints at once in whatever faces and subsets it uses, and a missing font file fails the render
 * instead of printing in a fallback.
 */
export async function framePage(browser: Browser, timeoutMs: number): Promise<FramePage> {
  const page = await browser.newPage();
  try {
    await page.goto(PRINT_PAGE_URL, { timeout: timeoutMs });
    // setContent writes the frame into the print page without navigating: the address stays.
    await page.setContent(PDF_FRAME_HTML, { waitUntil: 'load', timeout: timeoutMs });
    await page.evaluate(async () => {
      const { document: frame } = globalThis as unknown as FrameWindow;
      await Promise.all([...frame.fonts].map((face) => face.load()));
    });
    return { page, session: await page.createCDPSession() };
  } catch (error) {
    await page.close().catch(() => undefined);
    throw error;
  }
}

function idleFramePage(browser: Browser): FramePage | undefined {
  const idle = idlePages.get(browser) ?? [];
  let framed = idle.pop();
  while (framed?.page.isClosed()) framed = idle.pop();
  return framed;
}

async function returnPage(browser: Browser, framed: FramePage): Promise<void> {
  const idle = idlePages.get(browser) ?? [];
  idlePages.set(browser, idle);
  if (browser.connected && !framed.page.isClosed() && idle.length < MAX_IDLE_PAGES) idle.push(framed);
  else await framed.page.close().catch(() => undefined);
}

/** Writes the document into the frame, replacing the last one's title, footer and body whole. */
export async function writeDocument({ page }: FramePage, document: PdfDocument): Promise<void> {
  await page.evaluate(
    (title, pageStyles, body, pageStylesId) => {
      const { document: frame } = globalThis as unknown as FrameWindow;
      frame.title = title;
      const styles = frame.getElementById(pageStylesId);
      if (!styles) throw new Error('the PDF frame lost its page styles');
      styles.textContent = pageStyles;
      frame.body.innerHTML = body;
    },
    document.title,
    document.pageStyles,
    document.body,
    PAGE_STYLES_ID,
  );
}

/**
 * Prints what the frame holds. Straight through DevTools rather than page.pdf(): puppeteer's wrapper
 * first waits on the fonts (loaded with the frame already) and then reads the PDF back as a stream in
 * further round trips, which cost a sixth of a summary's render. These PDFs (a summary about 80 kB, a
 * check's documentation about 100 kB for a dozen slides) come back in the one answer, base64 as
 * DevTools sends binary data.
 */
export async function printLoaded({ session }: FramePage, document: PdfDocument): Promise<Uint8Array> {
  const { data } = await session.send('Page.printToPDF', {
    ...PAPER,
    printBackground: true,
    preferCSSPageSize: true,
    generateTaggedPDF: true,
    generateDocumentOutline: document.outline ?? false,
  });
  // A copy of its own: a decoded Buffer may be a view into a larger, shared ArrayBuffer.
  return new Uint8Array(Buffer.from(data, 'base64'));
}

async function print(framed: FramePage, document: PdfDocument): Promise<Uint8Array> {
  await writeDocument(framed, document);
  return printLoaded(framed, document);
}

/** Prints on `framed`, closing it when that fails or the render was given up meanwhile. */
async function printOn(browser: Browser, framed: FramePage, document: PdfDocument, attempt: Attempt) {
  attempt.page = framed.page;
  let pdf: Uint8Array;
  try {
    if (attempt.abandoned) throw new RenderTimeout();
    pdf = await print(framed, document);
  } catch (error) {
    await framed.page.close().catch(() => undefined);
    throw error;
  }
  if (attempt.abandoned) await framed.page.close().catch(() => undefined);
  else await returnPage(browser, framed);
  return pdf;
}

/**
 * One print in the container's browser, on a kept frame page if there is one. A kept page that fails
 * (its frame broken, its renderer gone) is closed and the print tried once more on a new page, so
 * that the request does not fail for what an earlier one left behind.
 */
async function printOnce(document: PdfDocument, attempt: Attempt, timeoutMs: number): Promise<Uint8Array> {
  const browser = await sharedBrowser();
  attempt.browser = browser;
  if (attempt.abandoned) throw new RenderTimeout();
  const kept = idleFramePage(browser);
  if (kept) {
    try {
      return await printOn(browser, kept, document, attempt);
    } catch (error) {
      if (attempt.abandoned || !browser.connected) throw error;
      logger.warn('a kept PDF page failed; printing on a new one', { error: error as Error });
    }
  }
  return printOn(browser, await framePage(browser, timeoutMs), document, attempt);
}

/**
 * Starts Chromium and opens a frame page in the background, for handler modules to call when they
 * load: the container's initialisation then unpacks and launches Chromium and loads the frame with its
 * fonts, instead of the first request waiting for them.
 */
export function warmUpRenderer(): void {
  const prepare = async () => {
    const browser = await sharedBrowser();
    await returnPage(browser, await framePage(browser, pdfSettings().PDF_RENDER_TIMEOUT_MS));
  };
  prepare().catch((error: unknown) =>
    logger.warn('the PDF renderer could not be prepared ahead of the first render', { error: error as Error }),
  );
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
