import { editableOrganisationSchema } from '@baucheck/shared/organisations';
import { editableReferenceUnitSchema, type EditableReferenceUnit } from '@baucheck/shared/reference-units';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { STALE_VERSION_TEXT } from '../../functions/src/lib/conditional.ts';
import { activatedAccount, send, signedIn, TEST_PASSWORD } from '../support/accounts.ts';
import { browserTest, DESKTOP_VIEWPORT, expectNoAxeViolations, signInThroughLoginPage } from '../support/browser.ts';
import { draftOf, expectJson } from '../support/checks.ts';
import type { ApiSession } from '../support/http.ts';
import type * as Scale from '../support/scale.ts';
import { answerUntilResult, eventually, publishedCheck, url } from './quick-check-driver.ts';

/*
 * The page "Bezugseinheiten" as staff use it: an Administrator searches, pages and edits a Gemeinde's
 * contact and application portal, which a resident whose garden house needs a permit is then offered;
 * Kommune staff edit their own unit. The units live in a synthetic Land "Prüfland" (AGS 97) with the
 * demo garden-house check, removed afterwards: the other test files share the stack.
 */

const it = browserTest({ viewport: DESKTOP_VIEWPORT }, { blockExternal: true });
const GEMEINDEN = 60;
const PORTAL = 'https://bauantrag.pruefland.example/antrag';

let scale: typeof Scale;
let admin: ApiSession;
let land: Awaited<ReturnType<typeof Scale.landWithCheck>>;
let kommune: { email: string; unit: EditableReferenceUnit };
const accounts: string[] = [];
const organisations: string[] = [];
const units: string[] = [];

beforeAll(async () => {
  Object.assign(process.env, inject('stackEnv'));
  scale = await import('../support/scale.ts');
  admin = await signedIn('admin@baucheck.test');
  land = await scale.landWithCheck('unit-pruef', '97', 'Prüfland', GEMEINDEN, 'gartenhaus');
  const organisation = editableOrganisationSchema.parse(
    await expectJson(
      await send(admin, 'POST', '/api/organisations/', { name: 'Amtsberg (Test)', type: 'Kommune' }),
      201,
    ),
  );
  organisations.push(organisation.id);
  const unit = editableReferenceUnitSchema.parse(
    await expectJson(
      await send(admin, 'POST', '/api/reference-units/manage/', {
        ags: '97500001',
        name: 'Amtsberg',
        kind: 'Gemeinde',
        land_id: land.landId,
        plz: ['97501'],
        contact: { office: 'Bauamt Amtsberg', phone: null, email: null, website: null },
        organisation_id: organisation.id,
      }),
      201,
    ),
  );
  units.push(unit.id);
  const account = await activatedAccount(admin, 'kommune-amtsberg', {
    level: 'Kommune',
    organisation_id: organisation.id,
  });
  accounts.push(account.id);
  kommune = { email: account.email, unit };
}, 300_000);

afterAll(async () => {
  for (const id of accounts) await send(admin, 'DELETE', `/api/users/${id}`);
  if (land) {
    await send(admin, 'DELETE', `/api/checks/${land.checkId}/${land.landId}/disassociate/`);
    const { check } = await draftOf(admin, land.checkId);
    await send(admin, 'DELETE', `/api/checks/${land.checkId}/`, { version: check.version });
  }
  await scale.removeUnits([...(land ? [land.landId, ...land.gemeinden] : []), ...units]);
  for (const id of organisations) await send(admin, 'DELETE', `/api/organisations/${id}/`);
}, 300_000);

const countOf = (page: Page) => page.locator('.admin-toolbar__count');
const unitOf = async (id: string) =>
  editableReferenceUnitSchema.parse(await expectJson(await admin.request(`/api/reference-units/${id}/`), 200));

async function save(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Speichern' }).click();
}

describe('Bezugseinheiten (/reference-units)', () => {
  it(
    'lets an Administrator page, search and edit a Gemeinde, whose residents then get its portal',
    { timeout: 180_000 },
    async ({ page }) => {
      // Arrange
      await signInThroughLoginPage(page, 'admin@baucheck.test');
      await page.getByRole('link', { name: 'Bezugseinheiten' }).click();
      const table = page.getByRole('table', { name: 'Bezugseinheiten' });
      await table.waitFor();
      await expect(
        page.getByRole('link', { name: 'Gemeindeverzeichnis importieren' }).getAttribute('href'),
      ).resolves.toBe('/reference-units/import');
      await expectNoAxeViolations(page);
      // Every column heading stands over its cells: columns that give way when the table is narrow hide
      // heading and cells alike
      await table.locator('tbody tr').first().waitFor();
      const shown = (selector: string) =>
        table.locator(selector).evaluateAll((cells) => cells.filter((cell) => cell.checkVisibility()).length);
      expect(await shown('thead th')).toBe(await shown('tbody tr:first-child td'));

      // Act: the Land's units, a page of 50 (the Land first), then the next page
      await page.getByLabel('Land', { exact: true }).selectOption({ label: 'Prüfland' });
      const firstName = () => table.getByRole('row').nth(1).getByRole('cell').first().innerText();
      await eventually(firstName).toMatch(/Prüfland/);
      expect(await countOf(page).textContent()).toBe('Seite 1: 50 Bezugseinheiten');
      await page.getByRole('button', { name: 'Nächste Seite' }).click();
      await eventually(() => countOf(page).textContent()).toBe(`Seite 2: ${GEMEINDEN + 2 - 50} Bezugseinheiten`);
      await table.getByRole('cell', { name: 'Gemeinde Prüfland 0060', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Vorherige Seite' }).click();
      await eventually(() => countOf(page).textContent()).toBe('Seite 1: 50 Bezugseinheiten');

      // Act: search with "ue" for "ü"
      await page.getByLabel('Bezugseinheiten suchen').fill('pruefland 0042');
      await eventually(() => countOf(page).textContent()).toBe('1 Bezugseinheit für „pruefland 0042“');
      await page.getByRole('button', { name: 'Gemeinde Prüfland 0042 bearbeiten' }).click();
      const dialog = page.getByRole('dialog', { name: 'Gemeinde Prüfland 0042 bearbeiten' });
      await dialog.getByLabel('Zuständige Stelle').fill('Bauamt Prüfland, Zimmer 42');
      await dialog.getByLabel('Telefon', { exact: true }).fill('+49 9700 4242');
      await dialog.getByLabel('Online-Bauantrag (Antragsportal)').fill('bauantrag.pruefland.example');
      await save(dialog);

      // Assess: the server's message at the field, nothing saved
      await dialog.getByText('Bitte geben Sie eine vollständige Web-Adresse an, die mit https:// beginnt.').waitFor();
      expect(await dialog.getByLabel('Online-Bauantrag (Antragsportal)').getAttribute('aria-invalid')).toBe('true');
      await expectNoAxeViolations(page);
      expect((await unitOf(land.gemeinden[41] ?? '')).contact.office).toBe('Bauamt');

      // Act: corrected
      await dialog.getByLabel('Online-Bauantrag (Antragsportal)').fill(PORTAL);
      await save(dialog);
      await dialog.waitFor({ state: 'hidden' });

      // Assess: stored
      const stored = await unitOf(land.gemeinden[41] ?? '');
      expect(stored.contact).toMatchObject({ office: 'Bauamt Prüfland, Zimmer 42', phone: '+49 9700 4242' });
      expect(stored.links['Antragsportal-Link']).toBe(PORTAL);

      // Act: a resident's garden house of 80 m³ there (above the 75 m³ limit: a permit is needed)
      const check = await publishedCheck(stored.id, 'gartenhaus');
      await page.goto(url(`/quick-check/data-protection/${stored.slug}?vorhaben=gartenhaus`));
      await page.getByRole('button', { name: 'Einverstanden, weiter' }).click();
      await page.getByRole('button', { name: 'Weiter zu den Fragen' }).click();
      await answerUntilResult(page, check, {
        replies: [
          ['Wie groß ist der Brutto-Rauminhalt', { value: '+5' }],
          ['Wo soll', 'skip'],
        ],
      });

      // Assess: the portal is the next step, the new contact is the resident's office
      const nextStep = page.getByRole('region', { name: 'Ihr nächster Schritt' });
      await nextStep.waitFor();
      expect(await nextStep.getByRole('link', { name: /Bauantrag online stellen/ }).getAttribute('href')).toBe(PORTAL);
      await page.getByText('Bauamt Prüfland, Zimmer 42').waitFor();
      await expectNoAxeViolations(page);
    },
  );

  it('lets Kommune staff edit their own unit, and reload it after someone else saved first', async ({ page }) => {
    // Arrange
    await signInThroughLoginPage(page, kommune.email, TEST_PASSWORD);
    await page.goto(url('/reference-units'));
    const table = page.getByRole('table', { name: 'Bezugseinheiten' });
    await table.getByRole('cell', { name: 'Amtsberg', exact: true }).waitFor();
    expect(await table.getByRole('row').count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Neue Bezugseinheit' }).count()).toBe(0);

    // Act: open the form, while an administrator changes the unit
    await page.getByRole('button', { name: 'Amtsberg bearbeiten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Amtsberg bearbeiten' });
    await dialog.getByLabel('Zuständige Stelle').waitFor();
    expect(await dialog.getByLabel('Name').isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
    const current = await unitOf(kommune.unit.id);
    await expectJson(
      await send(admin, 'PATCH', `/api/reference-units/${kommune.unit.id}/`, {
        version: current.version,
        contact: { ...current.contact, phone: '+49 9750 100' },
      }),
      200,
    );
    await dialog.getByLabel('Zuständige Stelle').fill('Bauamt Amtsberg, Rathaus');
    await save(dialog);

    // Assess: the conflict is explained, with the current data offered
    await dialog.getByText(STALE_VERSION_TEXT).waitFor();
    await dialog.getByRole('button', { name: 'Aktuelle Daten laden' }).click();
    await eventually(() => dialog.getByLabel('Telefon', { exact: true }).inputValue()).toBe('+49 9750 100');

    // Act: edit again on the current data
    await dialog.getByLabel('Zuständige Stelle').fill('Bauamt Amtsberg, Rathaus');
    await dialog.getByLabel('Denkmalschutz: Text').fill('Der Marktplatz von Amtsberg ist ein Ensemble.');
    await save(dialog);
    await dialog.waitFor({ state: 'hidden' });

    // Assess
    const stored = await unitOf(kommune.unit.id);
    expect(stored.contact).toMatchObject({ office: 'Bauamt Amtsberg, Rathaus', phone: '+49 9750 100' });
    expect(stored.side_laws.Denkmalschutz?.text).toBe('Der Marktplatz von Amtsberg ist ein Ensemble.');
  });
});
