import { feedbackListSchema } from '@baucheck/shared/feedback';
import { describe, expect } from 'vitest';
import { signedIn } from '../support/accounts.ts';
import { browserTest, expectNoAxeViolations } from '../support/browser.ts';
import { expectJson } from '../support/checks.ts';
import { url } from './quick-check-driver.ts';

const it = browserTest();

/*
 * The public-sector duties: the footer links on every public page, the accessibility statement with
 * its feedback form that reaches the operator, Leichte Sprache, Gebärdensprache, and what Impressum
 * and Datenschutz must say.
 */

const FOOTER_LINKS = [
  ['Impressum', '/imprint'],
  ['Datenschutz', '/data-privacy'],
  ['Barrierefreiheit', '/barrierefreiheit'],
  ['Leichte Sprache', '/leichte-sprache'],
  ['Gebärdensprache', '/gebaerdensprache'],
] as const;

const PUBLIC_PAGES = [
  '/home',
  '/home/lindenau',
  '/quick-check/data-protection/lindenau',
  '/quick-check/slides',
  '/imprint',
  '/data-privacy',
  '/barrierefreiheit',
  '/leichte-sprache',
  '/gebaerdensprache',
];

describe('public-sector pages', () => {
  it('links Impressum, Datenschutz and the accessibility pages from the footer of every public page', async ({
    page,
    context,
  }) => {
    for (const path of PUBLIC_PAGES) {
      await page.goto(url(path));
      await page.getByRole('heading', { level: 1 }).waitFor();
      const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Fußzeile' });
      for (const [name, href] of FOOTER_LINKS) {
        expect(await footer.getByRole('link', { name, exact: true }).getAttribute('href'), `${path}: ${name}`).toBe(
          href,
        );
      }
    }
    expect(await context.cookies()).toEqual([]);
  });

  it('states status, method, date and enforcement, and takes feedback that reaches the operator', async ({
    page,
    context,
  }) => {
    // Prepare
    const message = `Die Karte lässt sich mit der Bildschirmlupe schlecht bedienen (${Date.now()}).`;
    await page.goto(url('/barrierefreiheit'));
    await page.getByRole('heading', { level: 1, name: 'Erklärung zur Barrierefreiheit' }).waitFor();
    await page.getByRole('heading', { name: 'Stand der Vereinbarkeit mit den Anforderungen' }).waitFor();
    await page.getByText(/teilweise vereinbar/).waitFor();
    await page.getByText(/Selbstbewertung/).waitFor();
    await page.getByText(/erstellt und zuletzt am \d{1,2}\. \w+ \d{4} überprüft/).waitFor();
    // Enforcement: the Land's body for a Land or municipal offer (Bayern, Baden-Württemberg), the federal
    // one only for federal bodies
    const statement = await page.getByRole('main').innerText();
    expect(statement).toContain('Barrierefreie-Informationstechnik-Verordnung (BITV 2.0)');
    expect(statement).not.toMatch(/Informationstechnik- Verordnung/);
    expect(statement).toMatch(
      /Angebot eines Landes, eines Landkreises oder einer Gemeinde ist die Stelle des\s+jeweiligen Landes zuständig/,
    );
    await page.getByRole('heading', { name: 'Öffentliche Stellen in Bayern' }).waitFor();
    expect(statement).toContain('Durchsetzungs- und Überwachungsstelle für barrierefreie Informationstechnik');
    await page.getByRole('heading', { name: 'Öffentliche Stellen in Baden-Württemberg' }).waitFor();
    expect(statement).toContain('Schlichtungsstelle beim Landeszentrum Barrierefreiheit (LZ-BARR)');
    await page.getByRole('heading', { name: 'Öffentliche Stellen des Bundes' }).waitFor();
    await page
      .getByText(/Schlichtungsstelle nach § 16 BGG/)
      .first()
      .waitFor();
    await expectNoAxeViolations(page);

    // Act: sending without a message is refused with a message at the field
    await page.getByRole('button', { name: 'Rückmeldung senden' }).click();
    const field = page.getByRole('textbox', { name: /Ihre Nachricht/ });
    await page.getByText('Bitte beschreiben Sie die Barriere oder Ihr Anliegen.').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);
    await field.fill(message);
    await page.getByRole('textbox', { name: /Seite oder Inhalt/ }).fill('/quick-check/slides');
    await page.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill('leserin@example.org');
    await page.getByRole('button', { name: 'Rückmeldung senden' }).click();

    // Assess: confirmed on the page, stored for the operator, and no cookie for the sender
    await page
      .getByRole('status')
      .getByText(/Vielen Dank! Ihre Rückmeldung ist bei uns eingegangen/)
      .waitFor();
    const admin = await signedIn('admin@baucheck.test');
    const list = feedbackListSchema.parse(await expectJson(await admin.request('/api/feedback/'), 200));
    expect(list.find((feedback) => feedback.message === message)).toMatchObject({
      page: '/quick-check/slides',
      email: 'leserin@example.org',
    });
    expect(await context.cookies()).toEqual([]);
  });

  it('explains the service in Leichte Sprache and in Gebärdensprache, with a note while no video is configured', async ({
    page,
  }) => {
    await page.goto(url('/leichte-sprache'));
    await page.getByRole('heading', { level: 1, name: /in Leichter Sprache$/ }).waitFor();
    await page.getByText('Das Ergebnis ist nur eine Hilfe.').waitFor();
    // What it says about data matches the Datenschutzerklärung (PDF answers on the server for a day)
    await page.getByText('Nach 1 Tag löschen wir die PDF-Datei.').waitFor();
    expect(await page.getByText('Wir speichern Ihre Antworten nicht.').count()).toBe(0);
    await expectNoAxeViolations(page);

    await page.goto(url('/gebaerdensprache'));
    await page.getByRole('heading', { level: 1, name: /in Deutscher Gebärdensprache$/ }).waitFor();
    // The test build sets no VITE_SIGN_LANGUAGE_VIDEO_URL.
    await page.getByText('Das Video in Deutscher Gebärdensprache ist in Vorbereitung.').waitFor();
    expect(await page.locator('video').count()).toBe(0);
    await page.getByText('Das Ergebnis ist nur eine Hilfe.').waitFor();
    await expectNoAxeViolations(page);
  });

  it('names DDG and TDDDG in Impressum and Datenschutz and tells residents they get no cookies', async ({ page }) => {
    // The German addresses lead there too
    await page.goto(url('/datenschutz'));
    await page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/data-privacy');
    await page.goto(url('/impressum'));
    await page.getByRole('heading', { level: 1, name: 'Impressum' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/imprint');
    const imprint = await page.getByRole('main').innerText();
    expect(imprint).toContain('§ 5 DDG');
    expect(imprint).toContain('TDDDG');
    expect(imprint).toContain('Bürgerinnen und Bürger erhalten von diesem Angebot keine Cookies');

    await page.goto(url('/data-privacy'));
    await page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' }).waitFor();
    const privacy = await page.getByRole('main').innerText();
    expect(privacy).toContain('§ 25 Abs. 2 Nr. 2 TDDDG');
    expect(privacy).toContain('DDG');
    expect(privacy).toMatch(/setzen wir keine Cookies/);
    expect(privacy).toContain('Bundesamt für Kartographie und Geodäsie');
  });
});
