import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { geoReportPageSchema } from '@baucheck/shared/geo';
import { send, signedIn } from '../support/accounts.ts';
import { browserTest, expectNoAxeViolations } from '../support/browser.ts';
import { expectJson } from '../support/checks.ts';
import type * as Scale from '../support/scale.ts';
import { startSilentServer, type SilentServer } from '../support/silent-server.ts';
import { answerUntilResult, publishedCheck, url } from './quick-check-driver.ts';

const it = browserTest({}, { blockExternal: true });

/*
 * What a resident sees per area kind on the result page: "betroffen", "nicht betroffen" or "keine
 * Daten" in words, with the source. The Gemeinde's Land sends flood areas to a service that accepts and
 * never answers; the other kinds come from the deployment's default (the demo data). A resident reports
 * a wrong area, and the report reaches the Land's staff.
 */

let scale: typeof Scale;
let silent: SilentServer;
let land: { landId: string; gemeindeId: string };

beforeAll(async () => {
  Object.assign(process.env, inject('stackEnv'));
  scale = await import('../support/scale.ts');
  silent = await startSilentServer();
  const { landId, gemeinden } = await scale.landWithCheck('geo-karte', '84', 'Kartenland', 1, 'gartenhaus');
  land = { landId, gemeindeId: gemeinden[0] as string };
  const admin = await signedIn('admin@baucheck.test');
  await expectJson(
    await send(admin, 'PUT', `/api/geo-services/${landId}/`, {
      services: {
        Überschwemmung: {
          type: 'ogc',
          url: `${silent.origin}/ogc`,
          layer: 'ueberschwemmung',
          name_attribute: 'NAME',
          crs: 'EPSG:4326',
          label: 'Überschwemmungsgebiete (Testamt)',
          as_of: '2026-03-01',
        },
      },
      address_source: null,
      version: 0,
    }),
    200,
  );
}, 120_000);

afterAll(() => silent.close());

describe('the areas checked at the site', () => {
  it('shows betroffen, nicht betroffen and keine Daten with their sources, and takes a Hinweis for the Land', async ({
    page,
  }) => {
    // Prepare
    const check = await publishedCheck(land.gemeindeId, 'gartenhaus');
    await page.goto(url(`/quick-check/data-protection/${land.gemeindeId}?vorhaben=gartenhaus`));
    await page.getByRole('button', { name: 'Einverstanden, weiter' }).click();
    await page.getByRole('heading', { level: 1, name: 'Wo soll gebaut werden?' }).waitFor();
    await page.getByRole('button', { name: 'Weiter zu den Fragen' }).click();

    // Act: the site lies in the demo monument ensemble; the flood service keeps silent
    await answerUntilResult(page, check, { replies: [['Wo soll', { address: 'Marktplatz 3' }]] });
    await page.getByRole('heading', { level: 1, name: 'Ihr Ergebnis' }).waitFor();

    // Assess: each kind in words, with its source; the kind without data says it was not checked
    const checked = page.locator('section', { has: page.getByRole('heading', { name: 'Geprüft an Ihrem Standort' }) });
    const kind = (title: string) => checked.getByRole('listitem').filter({ hasText: `${title}:` });
    expect(await kind('Denkmalschutz').innerText()).toMatch(/Denkmalschutz: betroffen\s+Quelle: Demodaten/);
    expect(await kind('Naturschutz').innerText()).toMatch(/Naturschutz: nichts gefunden\s+Quelle: Demodaten/);
    const flood = await kind('Überschwemmungsgebiet').innerText();
    expect(flood).toContain('Überschwemmungsgebiet: keine Daten');
    expect(flood).toContain(
      'Überschwemmungsgebiete konnten nicht geprüft werden. Der zuständige Geodienst hat nicht rechtzeitig geantwortet.',
    );
    expect(flood).toContain('Quelle: Überschwemmungsgebiete (Testamt), Kartenland, Stand 01.03.2026');
    expect(flood).not.toContain('nichts gefunden');
    await page.getByText('Nicht alles konnte geprüft werden:').waitFor();
    expect(await page.getByText('keine Schutzgebiete').count()).toBe(0);
    await expectNoAxeViolations(page);

    // Act: a Hinweis on the flood areas, without any personal data
    await page.getByRole('button', { name: 'Hinweis melden zu Überschwemmungsgebiet' }).click();
    await page
      .getByRole('textbox', { name: 'Was stimmt bei „Überschwemmungsgebiet“ an Ihrem Standort nicht?' })
      .fill('Der Marktplatz war noch nie überschwemmt.');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Hinweis senden' }).click();

    // Assess: confirmed on the page, and in the Land's inbox with the service that answered for the kind
    await kind('Überschwemmungsgebiet').getByRole('status').getByText('Vielen Dank!').waitFor();
    const admin = await signedIn('admin@baucheck.test');
    const reports = geoReportPageSchema.parse(
      await expectJson(await admin.request(`/api/geo-reports/?land=${land.landId}`), 200),
    );
    expect(reports.items).toEqual([
      expect.objectContaining({
        unit: land.gemeindeId,
        kind: 'Überschwemmung',
        text: 'Der Marktplatz war noch nie überschwemmt.',
        service: 'Überschwemmungsgebiete (Testamt)',
        status: 'neu',
      }),
    ]);
  });
});
