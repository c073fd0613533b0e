import { mkdirSync } from 'node:fs';
import { testCaseListSchema } from '@baucheck/shared/test-cases';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { send, signedIn } from '../support/accounts.ts';
import {
  DESKTOP_VIEWPORT,
  browserTest,
  expectNoAxeViolations,
  publishFromCheckBar,
  signInThroughLoginPage,
} from '../support/browser.ts';
import { draftOf, expectJson, volumeCheck } from '../support/checks.ts';
import { eventually } from './quick-check-driver.ts';

/*
 * Test cases (Prüffälle) as Land staff use them. The check is a new, unassociated Gartenhaus check of
 * Bayern (title after the seeded ones), deleted at the end, so no other test sees it.
 */

const it = browserTest({ viewport: DESKTOP_VIEWPORT });
const url = (path: string) => new URL(path, inject('baseUrl')).href;
const CHANGE = 'Prüffall „Gartenhaus 80 m³“: Baugenehmigung erforderlich → Verfahrensfrei';

/** With BAUCHECK_SCREENSHOTS=<folder>, pictures of the page at a phone's and a desktop's width. */
async function screenshots(page: Page, name: string, focus?: Locator) {
  const folder = process.env.BAUCHECK_SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await focus?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${folder}/${name}-${width}.png` });
  }
  await page.setViewportSize(DESKTOP_VIEWPORT);
}

describe('test cases in the check editor', () => {
  it('lets a Land save two paths as test cases, shows the one a new threshold changes on publishing, and publishes once it is confirmed', async ({
    page,
  }) => {
    // Prepare: a check whose volume question says "Verfahrensfrei" up to 75 m³
    const land = await signedIn('land@baucheck.test');
    const { checkId, volumeId } = await volumeCheck(land, `Testcheck Prüffälle ${Date.now()}`);
    await signInThroughLoginPage(page, 'land@baucheck.test');
    await page.goto(url(`/checks/gartenhaus/false/process?check=${checkId}&slide=${volumeId}`));
    const preview = page.getByRole('complementary', { name: 'Vorschau des Entwurfs' });
    const cases = preview.getByRole('region', { name: /^Prüffälle/ });
    const caseItem = (name: string) => cases.getByRole('listitem').filter({ hasText: name });

    // Act: click through the preview twice and save each path as a test case
    for (const [value, name, overall] of [
      ['80', 'Gartenhaus 80 m³', 'Baugenehmigung erforderlich'],
      ['50', 'Gartenhaus 50 m³', 'Verfahrensfrei'],
    ] as const) {
      await preview.getByRole('button', { name: 'Neu starten' }).click();
      await preview.getByRole('button', { name: 'Kapitel beginnen' }).click();
      await preview.getByLabel('Rauminhalt in m³').fill(value);
      await preview.getByRole('button', { name: 'Weiter' }).click();
      await preview.getByText(`Gesamtergebnis: ${overall}`).waitFor();
      await preview.getByLabel('Name des Prüffalls').fill(name);
      await preview.getByRole('button', { name: 'Als Prüffall speichern' }).click();
      await preview.getByText(`Prüffall „${name}“ ist gespeichert.`).waitFor();
      await caseItem(name).getByText('unverändert').waitFor();
    }
    await expectNoAxeViolations(page);
    await screenshots(page, 'test-cases-preview', cases);

    // Raise the threshold to 85 m³: the list shows at once which case now gives another result
    const card = page
      .getByRole('article')
      .filter({ has: page.getByText('Wie groß ist der Brutto-Rauminhalt?', { exact: true }) });
    await card.getByLabel('Grenzwert', { exact: true }).fill('85');
    await card.getByRole('button', { name: 'Folie speichern' }).click();
    await eventually(() => card.getByText(/^Nicht gespeichert/).count()).toBe(0);
    await caseItem('Gartenhaus 80 m³').getByText('weicht ab').waitFor();
    await caseItem('Gartenhaus 50 m³').getByText('unverändert').waitFor();
    await cases.getByRole('heading', { name: 'Prüffälle (2, 1 weicht ab)' }).waitFor();

    // Before publishing, the Land can see what the draft changes for its Gemeinden (none have cases here)
    await page.getByText('Auswirkungen auf Gemeinden und individuelle Kopien').click();
    await page.getByText('Keine Gemeinde hat Prüffälle mit eigenen lokalen Werten zu diesem Check.').waitFor();

    // Publishing lists the one changed case and needs it confirmed
    await eventually(() => page.getByRole('button', { name: 'Veröffentlichen' }).getAttribute('aria-disabled')).toBe(
      'false',
    );
    await publishFromCheckBar(page);
    const dialog = page.getByRole('dialog', { name: 'Geänderte Prüffälle bestätigen' });
    await dialog.getByRole('checkbox', { name: CHANGE }).waitFor();
    expect(await dialog.getByRole('checkbox').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Bestätigen und veröffentlichen' }).click();
    await dialog.getByText('Bitte bestätigen Sie noch eine Änderung.').waitFor();
    expect((await draftOf(land, checkId)).check.latest_version).toBe(0);
    await expectNoAxeViolations(page);
    await screenshots(page, 'test-cases-publish-dialog');

    await dialog.getByRole('checkbox', { name: CHANGE }).check();
    await dialog.getByRole('button', { name: 'Bestätigen und veröffentlichen' }).click();

    // Assess: published, and the confirmed case now expects the new result
    await page
      .getByRole('status')
      .getByText('Version 1 ist veröffentlicht; ein Prüffall erwartet jetzt das neue Ergebnis.')
      .waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await caseItem('Gartenhaus 80 m³').getByText('unverändert').waitFor();
    const stored = testCaseListSchema.parse(
      await expectJson(await land.request(`/api/checks/${checkId}/test-cases/`), 200),
    );
    expect(stored.map((testCase) => [testCase.name, testCase.expected?.overall])).toEqual([
      ['Gartenhaus 80 m³', 'verfahrensfrei'],
      ['Gartenhaus 50 m³', 'verfahrensfrei'],
    ]);

    // Clean up: the check is not associated, so it can be deleted
    const { check } = await draftOf(land, checkId);
    await expectJson(await send(land, 'DELETE', `/api/checks/${checkId}/`, { version: check.version }), 200);
  }, 180_000);
});
