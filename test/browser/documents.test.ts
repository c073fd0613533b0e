import { describe, expect, inject } from 'vitest';
import { browserTest } from '../support/browser.ts';

/*
 * Residents and staff get two documents (shared/src/spa-documents.ts): index.html and the
 * prerendered home.html with the residents' entry, staff.html with the staff app (its data router,
 * guards and admin code). A residents' page never loads the staff app; its link to a staff page
 * loads that page as the staff document.
 */

const url = (path: string) => new URL(path, inject('baseUrl')).href;
// On a wide screen: phones have no link to the admin area in the footer.
const it = browserTest();

/** The module script a document starts with. */
async function entryOf(path: string): Promise<string> {
  const html = await (await fetch(url(path))).text();
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error(`${path} names no module script.`);
  return entry;
}

describe('residents and staff in two documents', () => {
  it('loads no staff code on Home, and opens the admin area from the footer as the staff app', async ({ page }) => {
    // Prepare
    const [residentsEntry, staffEntry] = await Promise.all([entryOf('/home/lindenau'), entryOf('/login')]);
    expect(residentsEntry).not.toBe(staffEntry);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(url('/home/lindenau'));
    await page.getByText('Markt Lindenau', { exact: true }).waitFor();
    expect(scripts).toContain(residentsEntry);
    expect(scripts).not.toContain(staffEntry);

    // Act
    await page.getByRole('contentinfo').getByRole('link', { name: 'Admin-Bereich' }).click();

    // Assess: the admin area asks to sign in, in the staff document; Back leads to Home again
    await page.getByRole('heading', { level: 1, name: 'Admin-Bereich' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/administration');
    expect(scripts).toContain(staffEntry);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Brauche ich eine Baugenehmigung?' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/home/lindenau');
  });

  it('says "Seite nicht gefunden" at an address no page has, without the staff app', async ({ page }) => {
    // Prepare
    const staffEntry = await entryOf('/login');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });

    // Act
    await page.goto(url('/gibt-es-nicht'));

    // Assess
    await page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }).waitFor();
    expect(scripts).not.toContain(staffEntry);
  });
});
