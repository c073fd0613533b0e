import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { browserTest, DESKTOP_VIEWPORT, expectNoAxeViolations, signInThroughLoginPage } from '../support/browser.ts';
import type * as Scale from '../support/scale.ts';
import { directory } from '../support/unit-import.ts';
import type * as Units from '../../functions/src/repositories/reference-units.ts';

/*
 * The admin page "Gemeindeverzeichnis importieren": choose a file, read the dry run, fix the file,
 * apply it and read the summary. Its units live under AGS prefix 99 (no real Land has it) and are
 * removed afterwards.
 */

const it = browserTest({ viewport: DESKTOP_VIEWPORT });
const url = (path: string) => new URL(path, inject('baseUrl')).href;
const AGS = ['99', '99000001', '99000002', '99000003'];

let units: typeof Units;
let scale: typeof Scale;

beforeAll(async () => {
  Object.assign(process.env, inject('stackEnv'));
  units = await import('../../functions/src/repositories/reference-units.ts');
  scale = await import('../support/scale.ts');
});

afterAll(async () => {
  await scale.removeUnits([...(await units.getReferenceUnitsByAgs(AGS)).values()].map((unit) => unit.id));
});

/** Chooses a CSV file in the page's file field. */
const chooseFile = (page: Page, name: string, content: string) =>
  page.getByLabel('CSV-Datei').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content, 'utf8') });

/** The number shown under a count's label ("Neu", "Abgelehnt", …). */
const countOf = (page: Page, label: string) =>
  page
    .locator('.unit-import-counts__item')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

describe('importing a municipality directory in the admin area', () => {
  it('checks the file, shows refused rows, and applies the fixed file with a summary', async ({ page }) => {
    await signInThroughLoginPage(page, 'admin@baucheck.test');
    await page.goto(url('/reference-units/import'));
    await page.getByRole('heading', { level: 1, name: 'Gemeindeverzeichnis importieren' }).waitFor();
    await expectNoAxeViolations(page);

    // A file that is no directory: a German message, nothing else
    await chooseFile(page, 'falsch.csv', 'Name,AGS\nBrowserhausen,99000001\n');
    await page.getByText('Die erste Zeile muss genau „AGS;Name;PLZ;Land“ lauten').waitFor();
    expect(await page.getByRole('button', { name: 'Import anwenden' }).count()).toBe(0);

    // A file with a refused row: counts, the row with its line, AGS and reason, no way to apply
    const land = ['99', 'Browserland', '', ''] as const;
    const hausen = ['99000001', 'Browserhausen', '99001,99002', 'Browserland'] as const;
    await chooseFile(page, 'gemeinden.csv', directory(land, hausen, ['99000002', 'Klickdorf', '9900', 'Browserland']));
    await page.getByRole('status').getByText('Prüfung von „gemeinden.csv“ abgeschlossen: 3 Zeilen.').waitFor();
    expect(await countOf(page, 'Neu').textContent()).toBe('2');
    expect(await countOf(page, 'Abgelehnt').textContent()).toBe('1');
    const refused = page.getByRole('table', { name: 'Abgelehnte Zeilen' });
    const row = refused.getByRole('row').filter({ hasText: '99000002' });
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      expect.stringContaining('4'),
      expect.stringContaining('99000002'),
      expect.stringContaining('Die Postleitzahl „9900“ ist ungültig'),
    ]);
    expect(await page.getByRole('button', { name: 'Import anwenden' }).isDisabled()).toBe(true);
    await page.getByText('Solange Zeilen abgelehnt werden, lässt sich der Import nicht anwenden.').waitFor();
    await expectNoAxeViolations(page);
    expect((await units.getReferenceUnitsByAgs(AGS)).size).toBe(0);

    // Fixed and chosen again: applied, with progress and a summary
    await chooseFile(
      page,
      'gemeinden.csv',
      directory(land, hausen, ['99000002', 'Klickdorf', '99020', 'Browserland'], ['99000003', 'Tippstadt', '', '99']),
    );
    await page.getByRole('status').getByText('Prüfung von „gemeinden.csv“ abgeschlossen: 4 Zeilen.').waitFor();
    expect(await countOf(page, 'Abgelehnt').textContent()).toBe('0');
    expect(await page.getByRole('table', { name: 'Abgelehnte Zeilen' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Import anwenden' }).click();
    await page
      .getByRole('status')
      .getByText('Import abgeschlossen: 4 neu angelegt, 0 geändert, 0 unverändert.')
      .waitFor();
    const progress = page.getByRole('progressbar', { name: 'Fortschritt' });
    expect(await progress.getAttribute('value')).toBe('4');
    expect(await progress.getAttribute('max')).toBe('4');
    await expectNoAxeViolations(page);
    expect((await units.getReferenceUnitsByAgs(['99000002'])).get('99000002')).toMatchObject({
      name: 'Klickdorf',
      plz: ['99020'],
      parent_id: 'ags-99',
    });

    // The same file again: nothing to do
    await chooseFile(
      page,
      'gemeinden.csv',
      directory(land, hausen, ['99000002', 'Klickdorf', '99020', 'Browserland'], ['99000003', 'Tippstadt', '', '99']),
    );
    await page.getByText('Die Datei bringt nichts Neues').waitFor();
    expect(await countOf(page, 'Unverändert').textContent()).toBe('4');
    expect(await page.getByRole('button', { name: 'Import anwenden' }).isDisabled()).toBe(true);
  });

  it('is open to Administrators only', async ({ page }) => {
    await signInThroughLoginPage(page, 'land@baucheck.test');
    await page.goto(url('/reference-units/import'));
    await page
      .getByRole('status')
      .filter({ hasText: 'Diese Seite ist Administratorinnen und Administratoren vorbehalten.' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
  });
});
