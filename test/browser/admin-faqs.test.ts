import { editableFaqChapterListSchema, type EditableFaqChapter } from '@baucheck/shared/faq';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { send, signedIn } from '../support/accounts.ts';
import { expectNoAxeViolations, launchBrowser, signInThroughLoginPage } from '../support/browser.ts';
import { expectJson } from '../support/checks.ts';
import type { ApiSession } from '../support/http.ts';

const url = (path: string) => new URL(path, inject('baseUrl')).href;
const run = Date.now();
const CHAPTER = `Browser-Test Reihenfolge ${run}`;
const TITLES = [`Erste Frage ${run}`, `Zweite Frage ${run}`, `Dritte Frage ${run}`];
const ALT = `Testbild: ein blaues Rechteck mit weißem Quadrat ${run}`;

async function chapterOf(admin: ApiSession): Promise<EditableFaqChapter> {
  const chapters = editableFaqChapterListSchema.parse(await expectJson(await admin.request('/api/faqs/'), 200));
  const chapter = chapters.find((candidate) => candidate.text === CHAPTER);
  if (!chapter) throw new Error('test chapter missing');
  return chapter;
}

const storedOrder = async (admin: ApiSession) =>
  [...(await chapterOf(admin)).faqs].sort((a, b) => a.position - b.position).map((entry) => entry.title);

/** The entry titles of the test chapter as the page shows them, top to bottom. */
async function shownOrder(page: Page): Promise<string[]> {
  const chapter = page.getByRole('region', { name: CHAPTER });
  await chapter.waitFor();
  return chapter.locator('.faq-admin-entry__title').allTextContents();
}

/** Waits until the page has announced `text` (dnd-kit's live region, or the page's status line). */
const announced = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor({ state: 'attached' });

/** A small PNG drawn in the page (a real image the server's image check accepts). */
async function pngFromCanvas(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 64;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#0b3a75';
    context.fillRect(0, 0, 96, 64);
    context.fillStyle = '#ffffff';
    context.fillRect(24, 16, 32, 32);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

describe('FAQ verwalten in the browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let admin: ApiSession;

  beforeAll(async () => {
    // Prepare: a chapter of the public FAQ with three entries, made through the API.
    admin = await signedIn('admin@baucheck.test');
    const chapter = await expectJson<{ id: string }>(
      await send(admin, 'POST', '/api/faqs/', { text: CHAPTER, type: 'Landing Page FAQs' }),
      201,
    );
    for (const title of TITLES) {
      await expectJson(
        await send(admin, 'POST', '/api/faqs/faq/', {
          chapter_id: chapter.id,
          title,
          text: `<p>Antwort auf „${title}“.</p>`,
        }),
        201,
      );
    }
    browser = await launchBrowser();
    context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signInThroughLoginPage(page, 'admin@baucheck.test');
  });

  afterAll(async () => {
    await browser.close();
    const chapter = await chapterOf(admin).catch(() => null);
    if (!chapter) return;
    for (const entry of chapter.faqs) await send(admin, 'DELETE', `/api/faqs/faq/${entry.id}/`);
    await send(admin, 'DELETE', `/api/faqs/${chapter.id}/`);
  });

  it('reorders entries by keyboard and by drag and drop, and the order survives a reload', async () => {
    await page.goto(url('/faqs'));
    await page.getByRole('heading', { level: 1, name: 'FAQ verwalten' }).waitFor();
    expect(await shownOrder(page)).toEqual(TITLES);
    await expectNoAxeViolations(page);

    // Act: keyboard – pick up the first entry, move it down twice, drop it; each step is announced
    const [first, second, third] = TITLES as [string, string, string];
    await page.getByRole('button', { name: `„${first}“ verschieben` }).focus();
    await page.keyboard.press('Space');
    await announced(page, `„${first}“ aufgenommen, Position 1 von 3.`);
    await page.keyboard.press('ArrowDown');
    await announced(page, `„${first}“ ist jetzt auf Position 2 von 3.`);
    await page.keyboard.press('ArrowDown');
    await announced(page, `„${first}“ ist jetzt auf Position 3 von 3.`);
    await page.keyboard.press('Space');
    await announced(page, `„${first}“ auf Position 3 von 3 abgelegt.`);
    await page
      .getByText(`Reihenfolge gespeichert: „${first}“ steht jetzt an Position 3.`)
      .waitFor({ state: 'attached' });

    // Assess: shown at once, stored, and still so after a reload
    expect(await shownOrder(page)).toEqual([second, third, first]);
    expect(await storedOrder(admin)).toEqual([second, third, first]);
    await page.reload();
    expect(await shownOrder(page)).toEqual([second, third, first]);

    // Act: mouse – drag the third entry's handle above the first one
    const handle = page.getByRole('button', { name: `„${third}“ verschieben` });
    const target = page.getByRole('button', { name: `„${second}“ verschieben` });
    await page.getByRole('region', { name: CHAPTER }).scrollIntoViewIfNeeded();
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('handles not visible');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 15 });
    await page.mouse.up();
    await page
      .getByText(`Reihenfolge gespeichert: „${third}“ steht jetzt an Position 1.`)
      .waitFor({ state: 'attached' });

    expect(await storedOrder(admin)).toEqual([third, second, first]);
    await page.reload();
    expect(await shownOrder(page)).toEqual([third, second, first]);
  });

  it('keeps an arrow key pressed right after picking an entry up, however busy the browser is', async () => {
    // Prepare: a page whose timers wait while keys are pressed. A busy machine does the same: the
    // browser handles pending key presses before timers.
    const busy = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 900 } });
    const busyPage = await busy.newPage();
    await signInThroughLoginPage(busyPage, 'admin@baucheck.test');
    await busyPage.clock.install();
    await busyPage.goto(url('/faqs'));
    const [top] = await shownOrder(busyPage);
    await busyPage.getByRole('button', { name: `„${top}“ verschieben` }).focus();
    await busyPage.clock.pauseAt(new Date(Date.now() + 1000));

    // Act: pick the top entry up and, once that is announced, move it down
    await busyPage.keyboard.press('Space');
    await announced(busyPage, `„${top}“ aufgenommen, Position 1 von 3.`);
    await busyPage.keyboard.press('ArrowDown');

    // Assess: the move is announced; Escape puts the entry back, nothing is saved
    await announced(busyPage, `„${top}“ ist jetzt auf Position 2 von 3.`);
    await busyPage.keyboard.press('Escape');
    await announced(busyPage, `Verschieben abgebrochen. „${top}“ bleibt auf Position 1 von 3.`);
    await busyPage.clock.resume();
    expect(await shownOrder(busyPage)).toEqual(await storedOrder(admin));
    await busy.close();
  });

  it('writes a new entry with the rich-text editor', async () => {
    await page.goto(url('/faqs'));
    const chapter = page.getByRole('region', { name: CHAPTER });
    await chapter.getByRole('button', { name: `Eintrag hinzufügen im Kapitel „${CHAPTER}“` }).click();
    const dialog = page.getByRole('dialog', { name: 'Neuer Eintrag' });
    await dialog.getByRole('textbox', { name: /Antwort/ }).waitFor();
    await expectNoAxeViolations(page);

    await dialog.getByLabel('Titel (die Frage)').fill(`Vierte Frage ${run}`);
    await dialog.getByRole('textbox', { name: /Antwort/ }).click();
    await page.keyboard.type('Eine Antwort mit ');
    await dialog.getByRole('button', { name: 'Fett' }).click();
    await page.keyboard.type('fettem Text');
    // The preview shows the sanitised answer as the FAQ dialog will.
    await dialog.getByRole('region', { name: 'Vorschau des Eintrags' }).getByText('fettem Text').waitFor();
    await dialog.getByRole('button', { name: 'Anlegen' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const stored = (await chapterOf(admin)).faqs.find((entry) => entry.title === `Vierte Frage ${run}`);
    expect(stored?.text).toBe('<p>Eine Antwort mit <strong>fettem Text</strong></p>');
    await chapter.locator('.faq-admin-entry__title', { hasText: `Vierte Frage ${run}` }).waitFor();
  });

  it('uploads an image with its alternative text that then appears in the public FAQ dialog on Home', async () => {
    const title = TITLES[2] ?? '';
    await page.goto(url('/faqs'));
    await page.getByRole('button', { name: `Eintrag „${title}“ bearbeiten` }).click();
    const dialog = page.getByRole('dialog', { name: 'Eintrag bearbeiten' });
    await dialog.getByLabel('Bild wählen').setInputFiles({
      name: 'testbild.png',
      mimeType: 'image/png',
      buffer: await pngFromCanvas(page),
    });
    // The chosen file is previewed before it is saved.
    await expect
      .poll(() =>
        dialog.getByRole('img', { name: /^Vorschau/ }).evaluate((image) => (image as HTMLImageElement).naturalWidth),
      )
      .toBe(96);
    await dialog.getByLabel('Alternativtext').fill('Vorläufige Beschreibung');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByRole('region', { name: CHAPTER })
      .locator('.faq-admin-entry', { hasText: title })
      .getByText('Bild')
      .waitFor();
    const uploaded = (await chapterOf(admin)).faqs.find((entry) => entry.title === title);
    expect(uploaded?.image_alt).toBe('Vorläufige Beschreibung');

    // A new alternative text for the kept image is saved without uploading the image again
    await page.getByRole('button', { name: `Eintrag „${title}“ bearbeiten` }).click();
    await dialog.getByLabel('Alternativtext').fill(ALT);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const relabelled = (await chapterOf(admin)).faqs.find((entry) => entry.title === title);
    expect(relabelled).toMatchObject({ image: uploaded?.image, image_alt: ALT, version: (uploaded?.version ?? 0) + 1 });

    // Assess: a resident on Home sees it in the public FAQ dialog
    const resident = await browser.newContext({ locale: 'de-DE' });
    const home = await resident.newPage();
    await home.goto(url('/home'));
    await home.getByRole('banner').getByRole('button', { name: 'FAQ' }).click();
    const faq = home.getByRole('dialog', { name: 'Häufige Fragen' });
    await faq.getByText(title, { exact: true }).click();
    const thumbnail = faq.getByRole('button', { name: `Bild vergrößern: ${ALT}` });
    await thumbnail.waitFor();
    await expect
      .poll(() => thumbnail.locator('img').evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await thumbnail.click();
    await home.getByRole('dialog', { name: title }).getByRole('img', { name: ALT }).waitFor();
    await resident.close();

    // And the image can be removed again
    await page.getByRole('button', { name: `Eintrag „${title}“ bearbeiten` }).click();
    await dialog.getByRole('button', { name: 'Bild entfernen' }).click();
    await dialog.getByText('Das Bild wird beim Speichern entfernt.').waitFor();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await chapterOf(admin)).faqs.find((entry) => entry.title === title)?.image).toBeNull();
  });
});
