import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AREA_KINDS, geoReportPageSchema, landGeoConfigSchema, type GeoService } from '@baucheck/shared/geo';
import { editableOrganisationSchema } from '@baucheck/shared/organisations';
import { editableReferenceUnitSchema } from '@baucheck/shared/reference-units';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { mapServerService } from '../../functions/local/mapserver.ts';
import { activatedAccount, send, signedIn, TEST_PASSWORD } from '../support/accounts.ts';
import { browserTest, DESKTOP_VIEWPORT, expectNoAxeViolations, signInThroughLoginPage } from '../support/browser.ts';
import { draftOf, expectJson } from '../support/checks.ts';
import type { ApiSession } from '../support/http.ts';
import type * as Scale from '../support/scale.ts';
import { answerUntilResult, demoSite, eventually, publishedCheck, url } from './quick-check-driver.ts';

/*
 * The staff side of the Länder's geodata: Land staff configure their Land's services on "Geodienste"
 * (test a service against the test stack's MapServer before saving, see a failing one's German reason,
 * save with the version read), a resident's check is then looked up through the Land's WFS, and the
 * resident's "Hinweis melden" reaches the Land's inbox "Hinweise zu Gebieten". The Land is a synthetic
 * "Dienstland" (AGS 86) with its own ministry and Land account, removed afterwards: other files share
 * the stack, and a Land of its own keeps the functions' cached configurations of other Länder apart.
 */

const it = browserTest({ viewport: DESKTOP_VIEWPORT }, { blockExternal: true });

let scale: typeof Scale;
let admin: ApiSession;
let land: Awaited<ReturnType<typeof Scale.landWithCheck>>;
let landStaff: { email: string; id: string };
let organisationId: string | undefined;
/** A port nobody listens on any more: a service that is down. */
let closedUrl: string;

beforeAll(async () => {
  Object.assign(process.env, inject('stackEnv'));
  scale = await import('../support/scale.ts');
  admin = await signedIn('admin@baucheck.test');
  land = await scale.landWithCheck('geo-admin', '86', 'Dienstland', 1, 'gartenhaus');
  const organisation = editableOrganisationSchema.parse(
    await expectJson(
      await send(admin, 'POST', '/api/organisations/', { name: 'Ministerium Dienstland (Test)', type: 'Land' }),
      201,
    ),
  );
  organisationId = organisation.id;
  const unit = editableReferenceUnitSchema.parse(
    await expectJson(await admin.request(`/api/reference-units/${land.landId}/`), 200),
  );
  await expectJson(
    await send(admin, 'PATCH', `/api/reference-units/${land.landId}/`, {
      version: unit.version,
      organisation_id: organisation.id,
    }),
    200,
  );
  const account = await activatedAccount(admin, 'land-dienstland', {
    level: 'Land',
    organisation_id: organisation.id,
  });
  landStaff = { email: account.email, id: account.id };
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/wfs`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
}, 300_000);

afterAll(async () => {
  if (landStaff) await send(admin, 'DELETE', `/api/users/${landStaff.id}`);
  if (land) {
    await send(admin, 'DELETE', `/api/checks/${land.checkId}/${land.landId}/disassociate/`);
    const { check } = await draftOf(admin, land.checkId);
    await send(admin, 'DELETE', `/api/checks/${land.checkId}/`, { version: check.version });
    await scale.removeUnits([land.landId, ...land.gemeinden]);
  }
  if (organisationId) await send(admin, 'DELETE', `/api/organisations/${organisationId}/`);
});

const configPath = () => `/api/geo-services/${land.landId}/`;
const configOf = async (session: ApiSession) =>
  landGeoConfigSchema.parse(await expectJson(await session.request(configPath()), 200));

/** The fieldset of one area kind (or "Adresssuche"), named by its legend. */
const entry = (page: Page, title: string) => page.getByRole('group', { name: title, exact: true });

async function fillService(group: Locator, service: { url: string; layer: string; attribute: string; label: string }) {
  await group.getByLabel('Art des Dienstes').selectOption({ label: 'WFS 2.0' });
  await group.getByLabel('Adresse des Dienstes (URL)').fill(service.url);
  await group.getByLabel('Layer bzw. Collection').fill(service.layer);
  await group.getByLabel('Attribut mit dem Gebietsnamen').fill(service.attribute);
  await group.getByLabel('Name des Dienstes').fill(service.label);
}

/** Every area kind of the Land from the local MapServer's WFS, saved on top of what is stored. */
async function servicesFromMapServerWfs() {
  const mapserver = inject('mapserverUrl');
  const services = Object.fromEntries(
    AREA_KINDS.map((kind): [string, GeoService] => [
      kind,
      { ...mapServerService(mapserver, kind, 'wfs', 'EPSG:25832'), label: 'MapServer-WFS Dienstland' },
    ]),
  );
  const before = await configOf(admin);
  await expectJson(
    await send(admin, 'PUT', configPath(), { services, address_source: null, version: before.version }),
    200,
  );
}

/** A resident's garden-house check in the Land's Gemeinde at "Marktplatz 3", to the result page; gives its "Geprüft an Ihrem Standort" entries. */
async function residentResultAtMarket(page: Page) {
  const gemeindeId = land.gemeinden[0] as string;
  const check = await publishedCheck(gemeindeId, 'gartenhaus');
  await page.goto(url(`/quick-check/data-protection/${gemeindeId}?vorhaben=gartenhaus`));
  await page.getByRole('button', { name: 'Einverstanden, weiter' }).click();
  await page.getByRole('heading', { level: 1, name: 'Wo soll gebaut werden?' }).waitFor();
  await page.getByRole('button', { name: 'Weiter zu den Fragen' }).click();
  await answerUntilResult(page, check, { replies: [['Wo soll', { address: 'Marktplatz 3' }]] });
  await page.getByRole('heading', { level: 1, name: 'Ihr Ergebnis' }).waitFor();
  const checked = page.locator('section', { has: page.getByRole('heading', { name: 'Geprüft an Ihrem Standort' }) });
  return (title: string) => checked.getByRole('listitem').filter({ hasText: `${title}:` });
}

describe('the geodata pages', () => {
  it('lets Land staff test a WFS before saving, name a failing one’s reason, and keeps what they save', async ({
    page,
  }) => {
    const mapserver = inject('mapserverUrl');
    const market = demoSite('Marktplatz 3');
    await signInThroughLoginPage(page, landStaff.email, TEST_PASSWORD);
    await page.getByRole('navigation', { name: 'Admin-Bereich' }).getByRole('link', { name: 'Geodienste' }).click();
    await page.getByRole('heading', { level: 1, name: 'Geodienste' }).waitFor();
    await page.getByText('Land: Dienstland').waitFor();
    await expectNoAxeViolations(page);

    // Act: the monument service as the local MapServer's WFS, tested at the market square
    await page.getByLabel('Breitengrad').fill(String(market.lat).replace('.', ','));
    await page.getByLabel('Längengrad').fill(String(market.lon).replace('.', ','));
    const monuments = entry(page, 'Denkmalschutz');
    await fillService(monuments, {
      url: mapserver,
      layer: 'denkmalschutz',
      attribute: 'name',
      label: 'Denkmal-WFS Dienstland',
    });
    await monuments.getByRole('button', { name: /^Dienst testen/ }).click();

    // Assess: the area the service gave, said in the kind's live region
    const outcome = monuments.getByRole('status');
    await outcome.getByText('Ensemble Historischer Marktplatz Lindenau (der Testpunkt liegt im Gebiet)').waitFor();
    expect(await outcome.innerText()).toMatch(
      /Der Dienst hat in \d+ ms geantwortet\. 1 Gebiet bei 48,30020°\sN, 11,40030°\sO/,
    );
    await expectNoAxeViolations(page);

    // Act and assess: a service that is down is named with the German reason, not an error page; the
    // result of the service tested before goes as soon as its address is edited
    await monuments.getByLabel('Adresse des Dienstes (URL)').fill(closedUrl);
    await outcome.getByText(/Der Dienst hat in/).waitFor({ state: 'detached' });
    await monuments.getByRole('button', { name: /^Dienst testen/ }).click();
    await outcome.getByText('Test fehlgeschlagen').waitFor();
    expect(await outcome.innerText()).toContain('Der Dienst ist nicht erreichbar.');

    // Act and assess: with a test point out of range, "Dienst testen" is unavailable and says why
    await page.getByLabel('Breitengrad').fill('95');
    const testButton = monuments.getByRole('button', { name: /^Dienst testen/ });
    expect(await testButton.getAttribute('aria-disabled')).toBe('true');
    const describedBy = (await testButton.getAttribute('aria-describedby')) ?? '';
    const description = await page
      .locator(
        describedBy
          .split(' ')
          .map((id) => `[id="${id}"]`)
          .join(', '),
      )
      .allInnerTexts();
    expect(description.join(' ')).toContain('Bitte einen Breitengrad zwischen -90 und 90 angeben, z. B. 48,3002.');
    await page.getByLabel('Breitengrad').fill(String(market.lat).replace('.', ','));
    expect(await testButton.getAttribute('aria-describedby')).toBeNull();

    // Act and assess: an address that is none is refused by the server and shown at its field
    await monuments.getByLabel('Adresse des Dienstes (URL)').fill(mapserver);
    const nature = entry(page, 'Naturschutz');
    await fillService(nature, { url: 'kein-dienst', layer: 'naturschutz', attribute: '', label: 'Naturschutz-WFS' });
    await page.getByRole('button', { name: 'Speichern' }).click();
    await nature.getByText('Bitte geben Sie eine gültige Adresse (http/https) an.').waitFor();
    expect(await nature.getByLabel('Adresse des Dienstes (URL)').getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Bitte prüfen Sie die markierten Felder.').waitFor();
    expect((await configOf(admin)).version).toBe(0);

    // Act: without the Naturschutz service, saved
    await nature.getByLabel('Art des Dienstes').selectOption({ label: 'Kein eigener Dienst' });
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Geodienste gespeichert').waitFor();

    // Assess: stored, and shown again after a reload
    expect((await configOf(admin)).services).toEqual({
      Denkmalschutz: {
        type: 'wfs',
        url: mapserver,
        layer: 'denkmalschutz',
        name_attribute: 'name',
        crs: 'EPSG:4326',
        label: 'Denkmal-WFS Dienstland',
        as_of: null,
      },
    });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Geodienste' }).waitFor();
    const reloaded = entry(page, 'Denkmalschutz');
    await eventually(() => reloaded.getByLabel('Adresse des Dienstes (URL)').inputValue()).toBe(mapserver);
    expect(await reloaded.getByLabel('Layer bzw. Collection').inputValue()).toBe('denkmalschutz');
    expect(await reloaded.getByLabel('Attribut mit dem Gebietsnamen').inputValue()).toBe('name');
    expect(await reloaded.getByLabel('Art des Dienstes').inputValue()).toBe('wfs');
    expect(await entry(page, 'Naturschutz').getByLabel('Art des Dienstes').inputValue()).toBe('keine');

    // Act and assess: someone else saves meanwhile; saving here is refused with the offer to reload
    const current = await configOf(admin);
    await expectJson(
      await send(admin, 'PUT', configPath(), {
        services: {
          ...current.services,
          Denkmalschutz: { ...current.services.Denkmalschutz, label: 'Denkmal-WFS neu' },
        },
        address_source: null,
        version: current.version,
      }),
      200,
    );
    await reloaded.getByLabel('Name des Dienstes').fill('Mein Name');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText(/inzwischen von jemand anderem/).waitFor();
    await page.getByRole('button', { name: 'Aktuelle Daten laden' }).click();
    await eventually(() => reloaded.getByLabel('Name des Dienstes').inputValue()).toBe('Denkmal-WFS neu');
  });

  it('looks a resident’s site up through the Land’s WFS and names the service as the side law’s source', async ({
    page,
  }) => {
    // Prepare
    await servicesFromMapServerWfs();

    // Act: a resident's check at the market square
    const kind = await residentResultAtMarket(page);

    // Assess: the side law found through the WFS, with the service named as its source
    await page.getByRole('heading', { level: 3, name: 'Denkmalschutz' }).waitFor();
    await page.getByText('Ensemble Historischer Marktplatz Lindenau', { exact: true }).waitFor();
    expect(await kind('Denkmalschutz').innerText()).toMatch(
      /Denkmalschutz: betroffen\s+Quelle: MapServer-WFS Dienstland, Dienstland/,
    );
    expect(await kind('Naturschutz').innerText()).toMatch(
      /Naturschutz: nichts gefunden\s+Quelle: MapServer-WFS Dienstland, Dienstland/,
    );
    expect(await page.locator('main').innerText()).not.toContain('Demodaten');
  });

  it('brings a resident’s Hinweis to the Land’s inbox, where staff mark it erledigt', async ({ page, browser }) => {
    // Prepare
    await servicesFromMapServerWfs();
    const kind = await residentResultAtMarket(page);
    const text = `Das Ensemble endet vor dem Marktplatz (${Date.now()}).`;

    // Act: the resident reports the monument area as wrong
    await page.getByRole('button', { name: 'Hinweis melden zu Denkmalschutz' }).click();
    await page.getByRole('textbox', { name: 'Was stimmt bei „Denkmalschutz“ an Ihrem Standort nicht?' }).fill(text);
    await page.getByRole('button', { name: 'Hinweis senden' }).click();
    await kind('Denkmalschutz').getByRole('status').getByText('Vielen Dank!').waitFor();

    // Act: the Land's staff open their inbox
    const staffContext = await browser.newContext({ locale: 'de-DE', viewport: DESKTOP_VIEWPORT });
    const staff = await staffContext.newPage();
    await signInThroughLoginPage(staff, landStaff.email, TEST_PASSWORD);
    await staff
      .getByRole('navigation', { name: 'Admin-Bereich' })
      .getByRole('link', { name: 'Hinweise zu Gebieten' })
      .click();
    const table = staff.getByRole('table', { name: 'Hinweise zu Gebieten' });
    const row = table.getByRole('row').filter({ hasText: text });

    // Assess: the report with its kind, place, service and status
    // The Gemeinde's name is read after the page of reports
    await row.getByText('Gemeinde Dienstland 0001').waitFor();
    const shown = await row.innerText();
    expect(shown).toContain('Denkmalschutz');
    expect(shown).toContain('Dienst: MapServer-WFS Dienstland');
    expect(shown).toContain('neu');
    await expectNoAxeViolations(staff);

    // Act: marked as done
    await row.getByRole('button', { name: /^Erledigt/ }).click();

    // Assess: the row says so, the change is announced and stored
    await row.getByRole('button', { name: /^Wieder öffnen/ }).waitFor();
    expect(await row.innerText()).toContain('erledigt');
    await staff.getByRole('status').filter({ hasText: 'ist als erledigt markiert' }).waitFor();
    const reports = geoReportPageSchema.parse(
      await expectJson(await admin.request(`/api/geo-reports/?land=${land.landId}`), 200),
    );
    expect(reports.items.find((report) => report.text === text)?.status).toBe('erledigt');
    await staffContext.close();
  });
});
