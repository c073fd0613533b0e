import { OUTCOME_SEVERITY_LABELS } from '@baucheck/shared/enums';
import type { Answers } from '@baucheck/shared/engine/model';
import { isMeasurementSlide } from '@baucheck/shared/engine/slides';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_UNITS } from '../../functions/local/seed/reference-units.ts';
import { expectNoAxeViolations, launchBrowser } from '../support/browser.ts';
import { demoSite, expectedResult, publishedCheck, url, eventually } from './quick-check-driver.ts';

/*
 * A whole check with the keyboard alone: Tab, Shift+Tab, arrow keys, Space and Enter; never a mouse
 * click. Every control it reaches must show a visible focus, and axe must find nothing on the way.
 */

interface Focused {
  role: string;
  name: string;
  checked: boolean;
  outline: string;
}

/** What has the keyboard focus: its kind, its visible name, and whether the focus is drawn. */
const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return { role: '', name: '', checked: false, outline: 'none' };
    const input = element as HTMLInputElement;
    const label = input.labels?.[0]?.textContent ?? '';
    const role = element.tagName === 'INPUT' ? `input:${input.type}` : element.tagName.toLowerCase();
    const name = (label || element.getAttribute('aria-label') || element.textContent || '').replace(/\s+/g, ' ').trim();
    const style = getComputedStyle(element);
    return { role, name, checked: input.checked === true, outline: `${style.outlineStyle} ${style.outlineWidth}` };
  });

/** Tabs forward until the focused element matches; fails after 40 steps. */
async function tabTo(page: Page, role: string, name: RegExp): Promise<Focused> {
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press('Tab');
    const current = await focused(page);
    if (current.role === role && name.test(current.name)) {
      expect(current.outline, `visible focus on ${current.name}`).not.toMatch(/^none/);
      return current;
    }
  }
  throw new Error(`no ${role} "${name}" reachable by Tab`);
}

describe('the quick check by keyboard alone', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ locale: 'de-DE' });
    await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
    page = await context.newPage();
  });
  afterAll(async () => {
    await context.close();
    await browser.close();
  });

  it(
    'completes a Solaranlage check in Gemeinde Seewiesen with Tab, arrows, Space and Enter',
    { timeout: 180_000 },
    async () => {
      // Prepare
      const check = await publishedCheck(DEMO_UNITS.seewiesen, 'solaranlage_gebaeudeabhaengig');
      const site = demoSite('Kirchplatz 1');
      const answers: Answers = {};
      const heading = async () => (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';

      // Act: landing page → project type → data protection → municipality
      await page.goto(url('/home/seewiesen'));
      await page.getByRole('heading', { level: 1, name: 'Brauche ich eine Baugenehmigung?' }).waitFor();
      await tabTo(page, 'a', /^Solaranlage gebäudeabhängig/);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Hinweise zum Datenschutz' }).waitFor();
      await tabTo(page, 'button', /^Einverstanden, weiter$/);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Wo soll gebaut werden?' }).waitFor();
      await tabTo(page, 'button', /^Weiter zu den Fragen$/);
      await page.keyboard.press('Enter');

      // The slides, whatever comes
      for (let step = 0; step < 20 && !new URL(page.url()).pathname.includes('/result/'); step += 1) {
        let title = '';
        await eventually(async () => {
          title = await heading();
          return (
            new URL(page.url()).pathname.includes('/result/') ||
            check.definition.slides.some((slide) => slide.attributes.Frage?.trim() === title)
          );
        }).toBe(true);
        const slide = check.definition.slides.find((candidate) => candidate.attributes.Frage?.trim() === title);
        if (!slide) break;
        // Focus starts on the slide's heading, so reading and tabbing begin at the top of the slide. The
        // heading is drawn a moment before focus moves to it (an effect after the render): wait for it.
        await eventually(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
        await expectNoAxeViolations(page);
        if (slide.type === 'Ja-Oder-Nein' && !isMeasurementSlide(slide)) {
          const wanted = slide.attributes.Frage?.startsWith('Wird die Anlage') ? 'ja' : 'nein';
          const response = slide.responses.find((candidate) => candidate.answer === wanted);
          answers[slide.id] = { response_id: response?.id ?? '' };
          let radio = await tabTo(page, 'input:radio', /.*/);
          // Arrow keys move within the group and select; Space selects the focused option.
          for (let move = 0; move < 3 && radio.name !== response?.label; move += 1) {
            await page.keyboard.press('ArrowRight');
            radio = await focused(page);
          }
          if (!radio.checked) await page.keyboard.press('Space');
          expect(await focused(page)).toMatchObject({ name: response?.label, checked: true });
          await tabTo(page, 'button', /^Weiter$/);
        } else if (slide.type === 'Karte') {
          answers[slide.id] = { site: { lon: site.lon, lat: site.lat, label: site.label }, side_laws: site.sideLaws };
          await tabTo(page, 'input:search', /Adresse des Grundstücks/);
          await page.keyboard.type('Kirchplatz 1');
          await page.keyboard.press('Enter');
          await page.getByRole('button', { name: site.label }).waitFor();
          await tabTo(page, 'button', new RegExp(`^${site.label}$`));
          await page.keyboard.press('Enter');
          await page
            .locator('.qc-site-result')
            .getByText(/^Am Standort gefunden/)
            .waitFor();
          await expectNoAxeViolations(page);
          // Back up past the map to the choice, then on to "Weiter" (Shift+Tab works too).
          await page.keyboard.press('Shift+Tab');
          await tabTo(page, 'button', /^Weiter$/);
        } else {
          await tabTo(page, 'button', /^(Weiter|Kapitel beginnen)$/);
        }
        await page.keyboard.press('Enter');
        await eventually(heading).not.toBe(title);
      }

      // Assess: the result the engine gives for these answers, reached without a click
      const expected = expectedResult(check, answers);
      await page.getByRole('heading', { level: 1, name: 'Ihr Ergebnis' }).waitFor();
      expect(await page.locator('.qc-overall').innerText()).toContain(
        OUTCOME_SEVERITY_LABELS[expected.overall ?? 'verfahrensfrei'],
      );
      expect(expected.side_laws).toEqual(site.sideLaws);
      await expectNoAxeViolations(page);
      await tabTo(page, 'button', /^Zusammenfassung als PDF$/);
      await tabTo(page, 'button', /^Neuen Check starten$/);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Welches Vorhaben möchten Sie prüfen?' }).waitFor();
      await expectNoAxeViolations(page);
    },
  );

  it.each([375, 1280])(
    'draws the buttons of each step in the order Tab reaches them, at %i px',
    { timeout: 90_000 },
    async (width) => {
      await page.setViewportSize({ width, height: 800 });
      /** The step's actions as drawn: top to bottom, then left to right. */
      const drawnOrder = () =>
        page.locator('.qc-actions').evaluate((actions) =>
          [...actions.querySelectorAll<HTMLElement>('a, button')]
            .map((control) => ({ name: control.innerText.trim(), box: control.getBoundingClientRect() }))
            .sort((a, b) => Math.round(a.box.top - b.box.top) || a.box.left - b.box.left)
            .map((control) => control.name),
        );
      /** The step's actions as Tab reaches them, from the top of the page. */
      const tabOrder = async (count: number) => {
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        const reached: string[] = [];
        for (let step = 0; step < 60 && reached.length < count; step += 1) {
          await page.keyboard.press('Tab');
          const name = await page.evaluate(() => {
            const element = document.activeElement as HTMLElement | null;
            return element?.closest('.qc-actions') ? element.innerText.trim() : null;
          });
          if (name) reached.push(name);
        }
        return reached;
      };
      const expectSameOrder = async (step: string) => {
        const drawn = await drawnOrder();
        expect(drawn.length, step).toBe(2);
        expect(await tabOrder(drawn.length), step).toEqual(drawn);
      };

      await page.goto(url('/quick-check/data-protection/lindenau?vorhaben=gartenhaus'));
      await page.getByRole('heading', { level: 1, name: 'Hinweise zum Datenschutz' }).waitFor();
      await expectSameOrder('Datenschutz');
      await page.getByRole('button', { name: 'Einverstanden, weiter' }).click();
      await page.getByRole('heading', { level: 1, name: 'Wo soll gebaut werden?' }).waitFor();
      await eventually(() => page.getByRole('radio', { name: /^Markt Lindenau/ }).isChecked()).toBe(true);
      await expectSameOrder('Gemeinde');
      await page.getByRole('button', { name: 'Weiter zu den Fragen' }).click();
      await page.getByRole('heading', { level: 1, name: /^Gartenhaus: Brauche ich/ }).waitFor();
      await expectSameOrder('erste Folie');
    },
  );
});
