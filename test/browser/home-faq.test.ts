import { describe, expect, inject } from 'vitest';
import { SEED_FAQ_CHAPTERS } from '../../functions/local/seed/faqs.ts';
import { browserTest, expectNoAxeViolations } from '../support/browser.ts';

const it = browserTest();

const publicFaqs = SEED_FAQ_CHAPTERS.filter((chapter) => chapter.type === 'Landing Page FAQs').flatMap(
  (chapter) => chapter.faqs,
);
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ');
const matching = (term: string) =>
  publicFaqs.filter((faq) => `${faq.title} ${textOf(faq.text)}`.toLowerCase().includes(term.toLowerCase()));

describe('Home and the public FAQ dialog', () => {
  it.beforeEach(async ({ page }) => {
    await page.goto(new URL('/', inject('baseUrl')).href);
  });

  it('redirects / to Home and shows the German shell', async ({ page }) => {
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    await page.getByRole('link', { name: 'Impressum' }).waitFor();
    await page.getByRole('link', { name: 'Datenschutz' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Brauche ich eine Baugenehmigung?' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await expectNoAxeViolations(page);
  });

  it('searches the FAQ, shows only matching entries, opens an image and closes only with its button', async ({
    page,
  }) => {
    // Prepare
    const term = 'RAUMINHALT';
    const expectedTitles = matching(term).map((faq) => faq.title);
    const otherTitle = publicFaqs.find((faq) => !expectedTitles.includes(faq.title))?.title ?? '';
    expect(expectedTitles.length).toBeGreaterThan(0);

    // Act: open the dialog and search
    await page.getByRole('button', { name: /FAQ/ }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Häufige Fragen' });
    await dialog.waitFor();
    await dialog.getByText(otherTitle).waitFor();
    await dialog.getByLabel('FAQ durchsuchen').fill(term);

    // Assess: only the matching entries remain
    for (const title of expectedTitles) await expect.poll(() => dialog.getByText(title).isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText(otherTitle).count()).toBe(0);
    await expectNoAxeViolations(page);

    // Clearing brings every entry back
    await dialog.getByRole('button', { name: 'Suche leeren' }).click();
    await dialog.getByText(otherTitle).waitFor();
    expect(await dialog.getByLabel('FAQ durchsuchen').inputValue()).toBe('');

    // Escape does not close the persistent dialog
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    expect(await dialog.isVisible()).toBe(true);

    // The image opens enlarged
    const imageFaq = publicFaqs.find((faq) => faq.image);
    await dialog.getByText(imageFaq?.title ?? '').click(); // entries open like an accordion
    await dialog.getByRole('button', { name: `Bild vergrößern: ${imageFaq?.image?.alt}` }).click();
    const enlarged = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('img', { name: imageFaq?.image?.alt }) })
      .last();
    await enlarged.waitFor();
    const size = await enlarged
      .getByRole('img', { name: imageFaq?.image?.alt })
      .evaluate((img) => (img as HTMLImageElement).naturalWidth);
    expect(size).toBeGreaterThan(0);
    await enlarged.getByRole('button', { name: 'Schließen' }).click();
    await enlarged.waitFor({ state: 'hidden' });

    // The close button closes the FAQ dialog
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('puts an entry`s picture above its text on a 390 px phone, and beside it on a wide screen', async ({ page }) => {
    const imageFaq = publicFaqs.find((faq) => faq.image);
    const layout = async () => {
      await page.getByRole('button', { name: /FAQ/ }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Häufige Fragen' });
      await dialog.getByText(imageFaq?.title ?? '').click();
      const picture = await dialog
        .getByRole('button', { name: `Bild vergrößern: ${imageFaq?.image?.alt}` })
        .boundingBox();
      const text = await dialog.locator('.faq-entry__details[open] .faq-entry__text').boundingBox();
      await dialog.getByRole('button', { name: 'Schließen' }).click();
      await dialog.waitFor({ state: 'hidden' });
      if (!picture || !text) throw new Error('no picture or text');
      return { picture, text };
    };

    await page.setViewportSize({ width: 390, height: 844 });
    const narrow = await layout();
    expect(narrow.picture.y + narrow.picture.height).toBeLessThanOrEqual(narrow.text.y);
    expect(narrow.text.width).toBeGreaterThan(280);

    await page.setViewportSize({ width: 1280, height: 800 });
    const wide = await layout();
    expect(wide.picture.x + wide.picture.width).toBeLessThanOrEqual(wide.text.x);
  });

  it('opens /imprint and /data-privacy directly', async ({ page }) => {
    await page.goto(new URL('/imprint', inject('baseUrl')).href);
    await page.getByRole('heading', { level: 1, name: /Impressum/ }).waitFor();
    await expectNoAxeViolations(page);
    await page.goto(new URL('/data-privacy', inject('baseUrl')).href);
    await page.getByRole('heading', { level: 1, name: /Datenschutz/ }).waitFor();
    await expectNoAxeViolations(page);
  });
});
