import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { browserTest, expectNoAxeViolations } from '../support/browser.ts';
import { demoSite, eventually, url } from './quick-check-driver.ts';

const it = browserTest({}, { blockExternal: true });

/*
 * The Karte slide: the site from the address search or a click on the map, the geoservice's side laws
 * for it (expected from the demo areas, not from the page), and the Baunebenrechte slide that follows.
 * The map runs without base tiles, as in CI.
 */

const sideLawTitles = async (page: Page) =>
  (await page.locator('.qc-side-law__title').allInnerTexts()).map((t) => t.trim());
const status = (page: Page) => page.locator('.qc-site-result');

async function toMapSlide(page: Page) {
  await page.goto(url('/quick-check/data-protection/lindenau?vorhaben=gartenhaus'));
  await page.getByRole('button', { name: 'Einverstanden, weiter' }).click();
  // As the resident does: go on once the municipality from the link shows as chosen
  await eventually(() => page.getByRole('radio', { name: /^Markt Lindenau/ }).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Weiter zu den Fragen' }).click();
  await page.getByRole('heading', { level: 1, name: /^Gartenhaus: Brauche ich/ }).waitFor();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('button', { name: 'Kapitel beginnen' }).click();
  for (const question of [/^Soll das Gartenhaus/, /^Liegt Ihr Grundstück/]) {
    await page.getByRole('heading', { level: 1, name: question }).waitFor();
    await page.getByRole('radio', { name: 'Nein' }).check();
    await page.getByRole('button', { name: 'Weiter' }).click();
  }
  await page.getByRole('textbox', { name: /Rauminhalt in m³/ }).fill('30');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('heading', { level: 1, name: 'Zwischenergebnis Baurecht' }).waitFor();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('button', { name: 'Kapitel beginnen' }).click();
  await page.getByRole('heading', { level: 1, name: 'Wo soll das Gartenhaus stehen?' }).waitFor();
}

async function searchAndChoose(page: Page, text: string, label: string) {
  await page.getByLabel('Adresse des Grundstücks').fill(text);
  await page.getByRole('button', { name: 'Suchen' }).click();
  await page.getByRole('button', { name: label }).click();
  await status(page)
    .getByText(/^Am Standort (gefunden|wurden keine)/)
    .waitFor();
}

describe('the Karte and Baunebenrechte slides', () => {
  it('sets the side laws for a site inside demo protected areas and none for one outside', async ({ page }) => {
    // Prepare: what the demo areas say about the three addresses
    const marketSquare = demoSite('Marktplatz 3');
    const riverside = demoSite('Lindachstraße 12');
    const garden = demoSite('Gartenstraße 18');
    expect(marketSquare.sideLaws).toEqual(['Denkmalschutz']);
    expect(riverside.sideLaws.length).toBeGreaterThan(1);
    expect(garden.sideLaws).toEqual([]);
    await toMapSlide(page);

    // Act + Assess: inside the monument ensemble
    await searchAndChoose(page, 'Marktplatz 3', marketSquare.label);
    expect(await status(page).innerText()).toContain(`Am Standort gefunden: ${marketSquare.sideLaws.join(', ')}`);
    await status(page).getByText('Demodaten', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Baunebenrechte an Ihrem Standort' }).waitFor();
    expect(await sideLawTitles(page)).toEqual(marketSquare.sideLaws);
    await page.getByText('Landratsamt Lindenau-Land, Untere Denkmalschutzbehörde').waitFor();
    // The side-law contact's number is a tel: link, like the Bauamt's
    expect(await page.getByRole('link', { name: '+49 8999 777-310' }).getAttribute('href')).toBe('tel:+498999777310');
    expect(await page.getByRole('link', { name: '+49 8999 1234-50' }).getAttribute('href')).toBe('tel:+498999123450');

    // In a flood area: every side law found is listed
    await page.getByRole('button', { name: 'Zurück' }).click();
    await searchAndChoose(page, 'Lindachstraße', riverside.label);
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Baunebenrechte an Ihrem Standort' }).waitFor();
    const titles = await sideLawTitles(page);
    expect(titles).toHaveLength(riverside.sideLaws.length);
    riverside.sideLaws.forEach((law, index) => expect(titles[index]).toMatch(new RegExp(`^${law}`)));

    // Outside every protected area: no side law
    await page.getByRole('button', { name: 'Zurück' }).click();
    await searchAndChoose(page, 'Gartenstraße 18', garden.label);
    expect(await status(page).innerText()).toContain('Am Standort wurden keine Schutzgebiete gefunden.');
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Baunebenrechte an Ihrem Standort' }).waitFor();
    expect(await sideLawTitles(page)).toEqual([]);
    await page.getByText('An Ihrem Standort haben wir keine Schutzgebiete').waitFor();
  });

  it('says when the chosen address lies in another Gemeinde than the one checked', async ({ page }) => {
    // Prepare: the Land's address search finds Seewiesen's addresses too
    const elsewhere = demoSite('Kirchplatz 1');
    const notice = page.getByText('Diese Adresse liegt offenbar nicht in Markt Lindenau.', { exact: false });
    await toMapSlide(page);
    expect(await page.getByText('zum Beispiel „Marktplatz 3, Lindenau“').count()).toBe(1);

    // Act + Assess: an address in Seewiesen is named as such
    await searchAndChoose(page, 'Kirchplatz 1', elsewhere.label);
    expect(elsewhere.label).toContain('Seewiesen');
    await notice.waitFor();
    await expectNoAxeViolations(page);

    // … one in Lindenau is not
    await searchAndChoose(page, 'Marktplatz 3', demoSite('Marktplatz 3').label);
    expect(await notice.count()).toBe(0);
  });

  it('marks the site by a click on the map and by taking the map centre, without base tiles', async ({ page }) => {
    await toMapSlide(page);
    // The tiles cannot load here (external requests are refused): the page says so and names the other ways
    await page
      .getByRole('status')
      .getByText(
        'Die Karte konnte nicht geladen werden. Die Adresssuche oben und „Ohne Standort fortfahren“ funktionieren trotzdem.',
      )
      .waitFor();
    await expectNoAxeViolations(page);
    const site = demoSite('Marktplatz 3');
    await searchAndChoose(page, 'Marktplatz 3', site.label);
    const canvas = page.getByRole('region', { name: 'Karte zum Markieren des Standorts' });
    await canvas.locator('.qc-map-pin').waitFor();

    // Act: a click a little east of the marked address (the map shows it at zoom 16, about 2.4 m per pixel)
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no map');
    await canvas.click({ position: { x: box.width / 2 + 30, y: box.height / 2 } });

    // Assess: a new site, looked up again; still inside the ensemble 70 m away from the address
    await status(page)
      .getByText(/Markierter Punkt \(48,30\d+°\s?N, 11,40\d+°\s?O\)/)
      .waitFor();
    await status(page)
      .getByText(/^Am Standort gefunden: Denkmalschutz/)
      .waitFor();

    // Keyboard users pan the map with the arrow keys (120 px a step, about 1.6 m per pixel at zoom 16)
    // and take its centre: about 1.1 km west, outside every demo area
    await canvas.focus();
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('ArrowLeft');
      await page.waitForTimeout(350); // each step is animated; a key during the animation is dropped
    }
    await page.getByRole('button', { name: 'Kartenmitte als Standort übernehmen' }).click();
    await status(page)
      .getByText(/Markierter Punkt \(48,300\d+°\s?N, 11,38\d+°\s?O\)/)
      .waitFor();
    await status(page).getByText('Am Standort wurden keine Schutzgebiete gefunden.').waitFor();
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Baunebenrechte an Ihrem Standort' }).waitFor();
    expect(await sideLawTitles(page)).toEqual([]);
  });

  it('searches again on every press of "Suchen", also with the same text, and says when the text is too short', async ({
    page,
  }) => {
    // Prepare: address searches fail (the network drops them) until the connection is back
    const marketSquare = demoSite('Marktplatz 3');
    let searches = 0;
    let offline = true;
    await page.route(/\/api\/quick-checks\/geoservice\/\?query=Marktplatz/, (route) => {
      searches += 1;
      return offline ? route.abort('failed') : route.continue();
    });
    await toMapSlide(page);
    const field = page.getByLabel('Adresse des Grundstücks');
    const press = () => page.getByRole('button', { name: 'Suchen' }).click();
    const message = page.locator('.qc-address-results__status');

    // Act + Assess: the failed search says so (after the client's own retries)
    await field.fill('Marktplatz 3');
    await press();
    await eventually(() => message.innerText()).not.toMatch(/^(|Adressen werden gesucht …)$/);
    expect(await page.getByRole('list', { name: 'Gefundene Adressen' }).count()).toBe(0);

    // Back online, the same text again searches again and finds the address
    offline = false;
    const failed = searches;
    await press();
    await page.getByRole('button', { name: marketSquare.label }).waitFor();
    expect(searches).toBe(failed + 1);
    expect(await message.innerText()).toBe('1 Adresse gefunden. Bitte wählen Sie Ihre Adresse.');

    // And again: another request, and the answer is given anew
    await press();
    await eventually(() => searches).toBe(failed + 2);
    await eventually(() => message.innerText()).toBe('1 Adresse gefunden. Bitte wählen Sie Ihre Adresse.');

    // Too short: the hint replaces the previous message and its addresses
    await field.fill('Ma');
    await press();
    await eventually(() => message.innerText()).toBe(
      'Bitte geben Sie mindestens 3 Zeichen ein, zum Beispiel „Marktplatz 3, Lindenau“.',
    );
    expect(await page.getByRole('list', { name: 'Gefundene Adressen' }).count()).toBe(0);
    expect(searches).toBe(failed + 2);
    await expectNoAxeViolations(page);
  });
});
