import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  geoReportPageSchema,
  geoReportReceiptSchema,
  geoReportSchema,
  geoServiceTestResultSchema,
  geoserviceResponseSchema,
  landGeoConfigSchema,
  type GeoService,
  type KindCoverage,
} from '@baucheck/shared/geo';
import { DEMO_ADDRESSES } from '../../functions/src/services/geo/demo-areas.ts';
import type * as Scale from '../support/scale.ts';
import { mapServerService } from '../../functions/local/mapserver.ts';
import { DEMO_UNITS } from '../../functions/local/seed/reference-units.ts';
import { answersFor, gartenhausChoices, summaryBody } from '../bench/pdf-requests.ts';
import { send, signedIn } from '../support/accounts.ts';
import { startSilentServer, type SilentServer } from '../support/silent-server.ts';
import { expectJson, quickCheck } from '../support/checks.ts';
import { ApiSession } from '../support/http.ts';
import { pdfText } from '../support/pdf.ts';

/*
 * The Länder's own geodata services: Land staff configure them per area kind (versioned, 409 on a stale
 * version), test them ("Dienst testen") and residents' geoservice answers say per kind "betroffen",
 * "nicht betroffen" or "keine Daten" with the source. The services are real: the test stack's MapServer
 * serving the demo areas (WFS, WMS, OGC API), and for failures a TCP server that accepts and never
 * answers, a port nobody listens on, the gateway answering a path it does not have.
 *
 * Each test that configures services uses a Land of its own (AGS 81–83), so the functions' in-process
 * caches of a Land's configuration (one minute) never hold another test's version.
 */

let scale: typeof Scale;
/** Accepts connections and never answers: a service that hangs. */
let silent: SilentServer;
let silentUrl: string;
/** Nothing listens here any more: a service that is down. */
let closedUrl: string;

beforeAll(async () => {
  Object.assign(process.env, inject('stackEnv'));
  scale = await import('../support/scale.ts');
  silent = await startSilentServer();
  silentUrl = `${silent.origin}/ogc`;
  const closed: HttpServer = createHttpServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/wfs`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
});

afterAll(() => silent.close());

const service = (overrides: Partial<GeoService> = {}): GeoService => ({
  type: 'ogc',
  url: silentUrl,
  layer: 'ueberschwemmungsgebiete',
  name_attribute: 'NAME',
  crs: 'EPSG:4326',
  label: 'Überschwemmungsgebiete (Testamt)',
  as_of: '2026-03-01',
  ...overrides,
});

const configPath = (landId: string) => `/api/geo-services/${encodeURIComponent(landId)}/`;

async function configOf(session: ApiSession, landId: string) {
  return landGeoConfigSchema.parse(await expectJson(await session.request(configPath(landId)), 200));
}

/** A Land with one Gemeinde, written straight into the table (ids `<prefix>-land`, `<prefix>-0001`). */
async function landWithGemeinde(prefix: string, ags: string, name: string) {
  const [gemeinde] = await scale.addLandWithGemeinden(prefix, ags, name, 1);
  return { landId: `${prefix}-land`, gemeindeId: gemeinde as string };
}

const geoservice = (params: Record<string, string | number>) =>
  new ApiSession().request(
    `/api/quick-checks/geoservice/?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))}`,
  );

const byKind = (coverage: KindCoverage[]) => Object.fromEntries(coverage.map((entry) => [entry.kind, entry]));
const demoAddress = (start: string) => {
  const address = DEMO_ADDRESSES.find((candidate) => candidate.label.startsWith(start));
  if (!address) throw new Error(start);
  return address;
};

describe('a Land’s geodata configuration', () => {
  it('is read and saved by the Land’s own staff with the version read, and a stale version answers 409', async () => {
    // Prepare
    const landStaff = await signedIn('land@baucheck.test');
    const before = await configOf(landStaff, DEMO_UNITS.bayern);

    // Act: saving what the default gives (no services), so that no other test's answers change
    const saved = await send(landStaff, 'PUT', configPath(DEMO_UNITS.bayern), {
      services: {},
      address_source: null,
      version: before.version,
    });
    const stale = await send(landStaff, 'PUT', configPath(DEMO_UNITS.bayern), {
      services: {},
      address_source: null,
      version: before.version,
    });

    // Assess
    expect(before).toMatchObject({ land_id: DEMO_UNITS.bayern, land_name: 'Bayern' });
    expect(landGeoConfigSchema.parse(await expectJson(saved, 200))).toEqual({
      land_id: DEMO_UNITS.bayern,
      land_name: 'Bayern',
      services: {},
      address_source: null,
      version: before.version + 1,
    });
    expect(((await expectJson(stale, 409)) as { detail: string }).detail).toMatch(/inzwischen von jemand anderem/);
    expect((await configOf(landStaff, DEMO_UNITS.bayern)).version).toBe(before.version + 1);
  });

  it('starts at version 0 with no services and keeps what an Administrator saves', async () => {
    const { landId } = await landWithGemeinde('geo-save', '81', 'Speicherland');
    const admin = await signedIn('admin@baucheck.test');

    const empty = await configOf(admin, landId);
    const saved = await send(admin, 'PUT', configPath(landId), {
      services: { Überschwemmung: service(), Denkmalschutz: service({ type: 'wfs', crs: 'EPSG:25832', as_of: null }) },
      address_source: { type: 'photon', url: 'https://photon.example/api', label: 'Photon' },
      version: 0,
    });

    expect(empty).toEqual({
      land_id: landId,
      land_name: 'Speicherland',
      services: {},
      address_source: null,
      version: 0,
    });
    await expectJson(saved, 200);
    const read = await configOf(admin, landId);
    expect(read.version).toBe(1);
    expect(read.services.Überschwemmung).toEqual(service());
    expect(read.services.Denkmalschutz).toMatchObject({ type: 'wfs', crs: 'EPSG:25832', as_of: null });
    expect(read.address_source).toEqual({
      type: 'photon',
      url: 'https://photon.example/api',
      layer: '',
      label_attribute: '',
      crs: 'EPSG:4326',
      label: 'Photon',
    });
  });

  it('is refused to everyone but the Land’s own staff and Administrators', async () => {
    const anonymous = await new ApiSession().request(configPath(DEMO_UNITS.bayern));
    const otherLand = await (await signedIn('land@baucheck.test')).request(configPath(DEMO_UNITS.badenWuerttemberg));
    const otherLandSave = await send(
      await signedIn('land@baucheck.test'),
      'PUT',
      configPath(DEMO_UNITS.badenWuerttemberg),
      {
        services: {},
        address_source: null,
        version: 0,
      },
    );
    const kommune = await (await signedIn('kommune@baucheck.test')).request(configPath(DEMO_UNITS.bayern));
    const admin = await signedIn('admin@baucheck.test');

    expect(anonymous.status).toBe(401);
    expect(((await expectJson(otherLand, 403)) as { detail: string }).detail).toBe(
      'Keine Berechtigung für die Geodienste dieses Landes',
    );
    expect(otherLandSave.status).toBe(403);
    expect(kommune.status).toBe(403);
    expect((await configOf(admin, DEMO_UNITS.badenWuerttemberg)).land_name).toBe('Baden-Württemberg');
    expect((await admin.request(configPath('unit-gibt-es-nicht'))).status).toBe(404);
    expect((await admin.request(configPath(DEMO_UNITS.lindenau))).status).toBe(404);
  });

  it.each([
    [
      'an address that is not http(s)',
      { url: 'ftp://geodienste.example/wfs' },
      ['body', 'services', 'Denkmalschutz', 'url'],
    ],
    ['an empty layer', { layer: ' ' }, ['body', 'services', 'Denkmalschutz', 'layer']],
    ['a service without a name', { label: '' }, ['body', 'services', 'Denkmalschutz', 'label']],
    ['a date that is not one', { as_of: '1.3.2026' }, ['body', 'services', 'Denkmalschutz', 'as_of']],
    ['an unknown service type', { type: 'shapefile' }, ['body', 'services', 'Denkmalschutz', 'type']],
  ])('refuses %s with a German 422 at the field', async (_case, overrides, loc) => {
    const admin = await signedIn('admin@baucheck.test');
    const response = await send(admin, 'PUT', configPath(DEMO_UNITS.badenWuerttemberg), {
      services: { Denkmalschutz: { ...service(), ...overrides } },
      address_source: null,
      version: 0,
    });
    const detail = (await expectJson<{ detail: Array<{ loc: unknown[]; msg: string }> }>(response, 422)).detail;
    expect(detail.map((issue) => issue.loc)).toContainEqual(loc);
    expect(detail.every((issue) => /[äöüÄÖÜß]|Bitte|Ungültig|ungültig/.test(issue.msg))).toBe(true);
  });
});

describe('Dienst testen', () => {
  /** The call, timed from the request on (the CSRF token is fetched before). */
  const test = async (session: ApiSession, landId: string, body: unknown) => {
    const headers = { 'content-type': 'application/json', ...(await session.csrfHeader()) };
    const started = performance.now();
    const response = await session.request(`/api/geo-services/${encodeURIComponent(landId)}/test/`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    return { response, seconds: (performance.now() - started) / 1000 };
  };

  it('shows what a real service gives at a point of the Land, and at the Land’s seat of government by default', async () => {
    const landStaff = await signedIn('land@baucheck.test');
    const market = demoAddress('Marktplatz 3');
    const mapserver = inject('mapserverUrl');

    const atMarket = await test(landStaff, DEMO_UNITS.bayern, {
      kind: 'Denkmalschutz',
      service: mapServerService(mapserver, 'Denkmalschutz', 'wfs', 'EPSG:25832'),
      point: { lon: market.lon, lat: market.lat },
    });
    const atCapital = await test(landStaff, DEMO_UNITS.bayern, {
      kind: 'Naturschutz',
      service: mapServerService(mapserver, 'Naturschutz', 'wms'),
    });

    expect(geoServiceTestResultSchema.parse(await expectJson(atMarket.response, 200))).toMatchObject({
      ok: true,
      point: { lon: market.lon, lat: market.lat },
      areas: [{ kind: 'Denkmalschutz', name: 'Ensemble Historischer Marktplatz Lindenau', distance_m: 0 }],
      message: null,
    });
    // No demo area lies in München: the service answered, with nothing there
    expect(geoServiceTestResultSchema.parse(await expectJson(atCapital.response, 200))).toMatchObject({
      ok: true,
      point: { lon: 11.5755, lat: 48.1374 },
      areas: [],
      message: null,
    });
  });

  it('names a service that does not answer within 3 seconds, with the point it asked, and no error status', async () => {
    const landStaff = await signedIn('land@baucheck.test');
    // A first call starts the function, so that the time measured below is the service's
    await test(landStaff, DEMO_UNITS.bayern, { kind: 'Überschwemmung', service: service({ url: closedUrl }) });

    const { response, seconds } = await test(landStaff, DEMO_UNITS.bayern, {
      kind: 'Überschwemmung',
      service: service(),
    });

    const result = geoServiceTestResultSchema.parse(await expectJson(response, 200));
    expect(result).toMatchObject({
      ok: false,
      areas: [],
      message: 'Der Dienst hat nicht innerhalb von 3 Sekunden geantwortet.',
      // München, the seat of Bayern's government
      point: { lon: 11.5755, lat: 48.1374 },
    });
    expect(result.duration_ms).toBeGreaterThanOrEqual(2900);
    expect(result.duration_ms).toBeLessThan(4000);
    expect(seconds).toBeLessThan(6);
  });

  it('gives the German reason when a service is down or answers what is not a feature collection', async () => {
    const landStaff = await signedIn('land@baucheck.test');
    const point = { lon: 11.4003, lat: 48.3002 };

    const down = await test(landStaff, DEMO_UNITS.bayern, {
      kind: 'Denkmalschutz',
      service: service({ type: 'wfs', url: closedUrl }),
      point,
    });
    // The local stack's own gateway: a real HTTP server that has no such collection
    const wrong = await test(landStaff, DEMO_UNITS.bayern, {
      kind: 'Denkmalschutz',
      service: service({ url: `${inject('baseUrl')}/api/ogc`, layer: 'denkmal' }),
      point,
    });

    for (const { response, seconds } of [down, wrong]) {
      const result = geoServiceTestResultSchema.parse(await expectJson(response, 200));
      expect(result.ok).toBe(false);
      expect(result.point).toEqual(point);
      expect(result.message).toMatch(/[äöüÄÖÜß]|Dienst/);
      expect(seconds).toBeLessThan(6);
    }
  });

  it('is refused with 422 for a service without address and with 403 for another Land', async () => {
    const landStaff = await signedIn('land@baucheck.test');

    const invalid = await test(landStaff, DEMO_UNITS.bayern, {
      kind: 'Denkmalschutz',
      service: service({ url: 'keine' }),
    });
    const foreign = await test(landStaff, DEMO_UNITS.badenWuerttemberg, { kind: 'Denkmalschutz', service: service() });

    expect(invalid.response.status).toBe(422);
    expect(foreign.response.status).toBe(403);
  });
});

describe('the geoservice per Land', () => {
  it('answers with the demo data and its source where no Land is named', async () => {
    const market = demoAddress('Marktplatz 3');

    const answer = geoserviceResponseSchema.parse(
      await expectJson(await geoservice({ lon: market.lon, lat: market.lat }), 200),
    );

    const coverage = byKind(answer.coverage);
    expect(coverage.Denkmalschutz).toEqual({
      kind: 'Denkmalschutz',
      state: 'betroffen',
      reason: null,
      source: { service: 'Demodaten', land: null, as_of: null },
    });
    expect(coverage.Naturschutz?.state).toBe('nicht betroffen');
    expect(answer.coverage).toHaveLength(6);
    expect(answer.side_laws).toEqual(['Denkmalschutz']);
    expect(answer.demo).toBe(true);
  });

  it('says "keine Daten" (nicht konfiguriert) for a Land without services where the demo data says nothing', async () => {
    const { gemeindeId } = await landWithGemeinde('geo-leer', '82', 'Leerland');

    const response = await geoservice({ unit: gemeindeId, lon: 10.1, lat: 52.2 });

    const answer = geoserviceResponseSchema.parse(await expectJson(response, 200));
    expect(answer.coverage).toHaveLength(6);
    for (const entry of answer.coverage) {
      expect(entry, entry.kind).toMatchObject({ state: 'keine Daten', reason: 'nicht konfiguriert', source: null });
    }
    expect(answer.side_laws).toEqual([]);
    expect((await geoservice({ unit: 'unit-gibt-es-nicht', lon: 10.1, lat: 52.2 })).status).toBe(404);
  });

  it('names a Land’s service that does not answer as "keine Daten" (keine Antwort) within 3 seconds, the others as usual', async () => {
    // Prepare: the Gemeinde's Land sends floods to a service that hangs and two kinds to MapServer; the
    // other kinds stay on the default (the demo data)
    const { landId, gemeindeId } = await landWithGemeinde('geo-haenger', '83', 'Hängeland');
    const admin = await signedIn('admin@baucheck.test');
    await expectJson(
      await send(admin, 'PUT', configPath(landId), {
        services: {
          Überschwemmung: service(),
          Hochwasser: { ...mapServerService(inject('mapserverUrl'), 'Hochwasser', 'wfs'), as_of: '2026-02-15' },
          Denkmalschutz: mapServerService(inject('mapserverUrl'), 'Denkmalschutz', 'ogc'),
        },
        address_source: null,
        version: 0,
      }),
      200,
    );
    const river = demoAddress('Lindachstraße 12');

    // Act
    const started = performance.now();
    const response = await geoservice({ unit: gemeindeId, lon: river.lon, lat: river.lat });
    const seconds = (performance.now() - started) / 1000;

    // Assess
    const answer = geoserviceResponseSchema.parse(await expectJson(response, 200));
    expect(seconds).toBeLessThan(6);
    const coverage = byKind(answer.coverage);
    expect(coverage.Überschwemmung).toEqual({
      kind: 'Überschwemmung',
      state: 'keine Daten',
      reason: 'keine Antwort',
      source: { service: 'Überschwemmungsgebiete (Testamt)', land: 'Hängeland', as_of: '2026-03-01' },
    });
    expect(coverage.Hochwasser).toEqual({
      kind: 'Hochwasser',
      state: 'betroffen',
      reason: null,
      source: { service: 'MapServer (Demodaten)', land: 'Hängeland', as_of: '2026-02-15' },
    });
    expect(coverage.Denkmalschutz).toMatchObject({
      state: 'nicht betroffen',
      source: { service: 'MapServer (Demodaten)', land: 'Hängeland' },
    });
    expect(coverage.Naturschutz).toMatchObject({ state: 'nicht betroffen', source: { service: 'Demodaten' } });
    expect(answer.areas).toContainEqual({
      kind: 'Hochwasser',
      name: 'Hochwassergefahrenfläche HQextrem Lindach',
      distance_m: 0,
    });
    expect(answer.side_laws).toEqual(['Hochwasser']);
    // Kept briefly only, so the next resident at this spot asks the service again soon
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30');
  });
});

describe('the PDF summary per Land', () => {
  it('names the area kinds that could not be checked at the site instead of failing', async () => {
    // Prepare: a Gemeinde with Bayern's garden-house check whose Land sends floods to a service that hangs
    const { landId, gemeinden } = await scale.landWithCheck('geo-druck', '85', 'Druckland', 1, 'gartenhaus');
    const admin = await signedIn('admin@baucheck.test');
    await expectJson(
      await send(admin, 'PUT', configPath(landId), {
        services: { Überschwemmung: service() },
        address_source: null,
        version: 0,
      }),
      200,
    );
    const resident = new ApiSession();
    const check = await quickCheck(resident, gemeinden[0] as string, 'gartenhaus');
    const river = demoAddress('Lindachstraße 12');
    const answers = answersFor(check, gartenhausChoices(30, river));

    // Act
    const response = await resident.request('/api/export/summary/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(summaryBody(check, answers)),
    });

    // Assess
    expect(response.status).toBe(200);
    const text = pdfText(new Uint8Array(await response.arrayBuffer())).replace(/[\s\u00a0]+/g, ' ');
    expect(text).toContain('Geprüft am Standort');
    expect(text).toMatch(/Überschwemmungsgebiet keine Daten Überschwemmungsgebiete konnten nicht geprüft werden\./);
    expect(text).toContain('Der zuständige Geodienst hat nicht rechtzeitig geantwortet.');
    expect(text).toContain('Überschwemmungsgebiete (Testamt), Druckland, Stand 01.03.2026');
    expect(text).toMatch(/Hochwasser betroffen Demodaten/);
    expect(text).toContain('Nicht geprüft werden konnten: Überschwemmungsgebiete');
    expect(text).not.toMatch(/Überschwemmungsgebiet nicht betroffen/);
  });
});

describe('Hinweis melden', () => {
  let clients = 0;
  const clientAddress = () => `203.0.113.${(clients += 1)}:443${clients}`;
  const report = (body: unknown, viewer = clientAddress()) =>
    new ApiSession().request('/api/quick-checks/geo-reports/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': viewer },
      body: JSON.stringify(body),
    });

  it('reaches the staff of the resident’s Land, newest first, paged, and is marked erledigt there', async () => {
    // Prepare
    const river = demoAddress('Lindachstraße 12');
    const body = { unit: DEMO_UNITS.lindenau, kind: 'Überschwemmung', lon: river.lon, lat: river.lat };

    // Act
    const first = geoReportReceiptSchema.parse(
      await expectJson(await report({ ...body, text: 'Das Grundstück liegt höher als der Fluss.' }), 201),
    );
    const second = geoReportReceiptSchema.parse(
      await expectJson(await report({ ...body, text: 'Zweiter Hinweis' }), 201),
    );
    const landStaff = await signedIn('land@baucheck.test');
    const page = geoReportPageSchema.parse(
      await expectJson(await landStaff.request(`/api/geo-reports/?land=${DEMO_UNITS.bayern}&limit=1`), 200),
    );
    const next = geoReportPageSchema.parse(
      await expectJson(
        await landStaff.request(
          `/api/geo-reports/?land=${DEMO_UNITS.bayern}&limit=1&cursor=${encodeURIComponent(page.next_cursor ?? '')}`,
        ),
        200,
      ),
    );
    const done = await send(landStaff, 'PATCH', `/api/geo-reports/${encodeURIComponent(first.id)}/`, {
      status: 'erledigt',
    });

    // Assess
    expect(page.items.map((item) => item.id)).toEqual([second.id]);
    expect(next.items[0]).toMatchObject({
      id: first.id,
      land_id: DEMO_UNITS.bayern,
      unit: DEMO_UNITS.lindenau,
      kind: 'Überschwemmung',
      text: 'Das Grundstück liegt höher als der Fluss.',
      service: 'Demodaten',
      status: 'neu',
    });
    expect(geoReportSchema.parse(await expectJson(done, 200))).toMatchObject({ id: first.id, status: 'erledigt' });
  });

  it('is refused to the staff of other Länder and with a German 422 for bad input', async () => {
    const otherLand = await (
      await signedIn('land@baucheck.test')
    ).request(`/api/geo-reports/?land=${DEMO_UNITS.badenWuerttemberg}`);
    const kommune = await (
      await signedIn('kommune@baucheck.test')
    ).request(`/api/geo-reports/?land=${DEMO_UNITS.bayern}`);
    const empty = await report({ unit: DEMO_UNITS.lindenau, kind: 'Naturschutz', lon: 11.4, lat: 48.3, text: '  ' });
    const unknown = await report({ unit: 'unit-gibt-es-nicht', kind: 'Naturschutz', lon: 11.4, lat: 48.3, text: 'x' });
    const patchUnknown = await send(await signedIn('admin@baucheck.test'), 'PATCH', '/api/geo-reports/kein-hinweis/', {
      status: 'erledigt',
    });

    expect(otherLand.status).toBe(403);
    expect(kommune.status).toBe(403);
    const emptyDetail = (await expectJson<{ detail: Array<{ loc: unknown[]; msg: string }> }>(empty, 422)).detail;
    expect(emptyDetail).toContainEqual(
      expect.objectContaining({ loc: ['body', 'text'], msg: 'Bitte beschreiben Sie kurz, was nicht stimmt.' }),
    );
    const unknownDetail = (await expectJson<{ detail: Array<{ loc: unknown[]; msg: string }> }>(unknown, 422)).detail;
    expect(unknownDetail).toContainEqual(expect.objectContaining({ loc: ['body', 'unit'] }));
    expect(patchUnknown.status).toBe(404);
  });

  it('limits one client to ten reports an hour', async () => {
    const viewer = clientAddress();
    const body = { unit: DEMO_UNITS.tannbach, kind: 'Trinkwasser', lon: 9.198, lat: 48.714 };
    for (let index = 0; index < 10; index += 1) {
      await expectJson(await report({ ...body, text: `Hinweis ${index}` }, viewer), 201);
    }

    const limited = await report({ ...body, text: 'Einer zu viel' }, viewer);

    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { detail: string }).detail).toMatch(/Zu viele Versuche/);
  });
});
