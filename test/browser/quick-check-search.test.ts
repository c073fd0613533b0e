import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { DEMO_UNITS } from '../../functions/local/seed/reference-units.ts';
import { browserTest, expectNoAxeViolations } from '../support/browser.ts';
import type * as Scale from '../support/scale.ts';
import { expectNoSidewaysScrolling, url } from './quick-check-driver.ts';

/*
 * The municipality step on a phone: residents find their Gemeinde by a server search, by name with or
 * without umlauts and by PLZ, and no resident page loads the list of all units. A Bavarian Gemeinde
 * with umlauts in its name is written straight into DynamoDB for the test and removed afterwards.
 */

const MUEHLSTAETT = { id: 'unit-search-browser-muehlstaett', name: 'Mühlstätt am See' };

let scale: typeof Scale;
beforeAll(async () => {
  Object.assign(process.env, inject('stackEnv'));
  scale = await import('../support/scale.ts');
  await scale.syntheticUnit(MUEHLSTAETT.id, '09999901', MUEHLSTAETT.name, DEMO_UNITS.bayern, { plz: ['85998'] });
});
afterAll(async () => {
  await scale.removeUnits([MUEHLSTAETT.id]);
});

const it = browserTest({ viewport: { width: 375, height: 667 } }, { blockExternal: true });

describe('the municipality search on a phone', () => {
  it('finds a Gemeinde by name, by umlaut and "ue" spellings and by PLZ, and goes on to the first question', async ({
    page,
  }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    const searchbox = page.getByRole('searchbox', { name: 'Gemeinde oder Bundesland suchen' });
    const announced = (text: string) => page.getByRole('status').filter({ hasText: new RegExp(`^${text}$`) });
    const found = page.getByRole('group', { name: 'Gemeinden' }).getByRole('radio');

    // Act: from the landing page without a municipality into the garden-house check
    await page.goto(url('/home'));
    await page.getByRole('link', { name: /^Gartenhaus/ }).click();
    await page.getByRole('button', { name: 'Einverstanden, weiter' }).click();
    await page.getByRole('heading', { level: 1, name: 'Wo soll gebaut werden?' }).waitFor();
    await page.getByRole('radio', { name: /^Bayern/ }).waitFor();

    // Assess: by name
    await searchbox.fill('lindenau');
    await announced('1 Treffer\\.').waitFor();
    expect(await page.getByRole('radio', { name: /^Markt Lindenau/ }).count()).toBe(1);

    // … with umlauts, as "ue" and without the dots: the same Gemeinde
    for (const typed of ['Mühlstätt', 'muehlstaett', 'MUHLSTATT am']) {
      await searchbox.fill(typed);
      await page.getByRole('radio', { name: new RegExp(`^${MUEHLSTAETT.name}`) }).waitFor();
      await announced('1 Treffer\\.').waitFor();
    }
    await expectNoAxeViolations(page);

    // … by PLZ, sent at once with the keyboard's search key
    await searchbox.fill('85999');
    await searchbox.press('Enter');
    const lindenau = page.getByRole('radio', { name: /^Markt Lindenau/ });
    await lindenau.waitFor();
    expect(await found.count()).toBe(1);
    await expectNoSidewaysScrolling(page, 'Gemeinde');

    // Act: choose it and go on
    await lindenau.check();
    await page.getByRole('button', { name: 'Weiter zu den Fragen' }).click();

    // Assess: the first question of Markt Lindenau's garden-house check; no page loaded every unit
    await page.getByRole('heading', { level: 1, name: /^Gartenhaus: Brauche ich/ }).waitFor();
    const paths = requests.map((request) => new URL(request.url()).pathname);
    expect(paths).toContain('/api/reference-units/search/');
    expect(paths.filter((path) => path === '/api/reference-units/' || path.includes('/with-checks/'))).toEqual([]);
  });
});
