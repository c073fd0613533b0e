import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeoService } from '@baucheck/shared/geo';
import { createAddressSource, createAreaService, GeoServiceError } from './area-service.ts';
import { fromWgs84 } from './crs.ts';
import { MAX_ANSWER_BYTES } from './service-request.ts';
import { wfsAreaService } from './wfs.ts';

/*
 * What the providers make of answers no well-behaved server sends: each is a GeoServiceError with a
 * German reason, never a crash or an empty "no areas here". The well-behaved answers come from a real
 * MapServer in test/integration/geo-providers.test.ts.
 */

const SITE = { lon: 11.4003, lat: 48.3002 };
const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
<wfs:FeatureCollection xmlns:wfs="http://www.opengis.net/wfs/2.0"><wfs:member><ms:a><ms:name>&lol9;</ms:name></ms:a></wfs:member></wfs:FeatureCollection>`;

const ring = (corners: Array<[number, number]>) => corners.map(([x, y]) => `${x} ${y}`).join(' ');
const square = (west: number, south: number, east: number, north: number): Array<[number, number]> => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
];

/** What the fake service answers, by the path asked. */
const answers: Record<string, { status?: number; type: string; body: string | (() => string) }> = {
  '/bomb': { type: 'text/xml', body: BILLION_LAUGHS },
  '/html': { type: 'text/html', body: '<html><body><h1>Wartungsarbeiten</h1></body></html>' },
  '/broken-json': { type: 'application/json', body: '{"type":"FeatureCollection","features":[' },
  '/not-geojson': { type: 'application/json', body: '{"hello":"world"}' },
  '/bad-polygon': {
    type: 'application/json',
    body: JSON.stringify({
      type: 'FeatureCollection',
      features: [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [[[11.4, 'x']]] } }],
    }),
  },
  '/exception': {
    type: 'text/xml',
    body: '<ows:ExceptionReport xmlns:ows="http://www.opengis.net/ows/1.1"><ows:Exception><ows:ExceptionText>Layer not queryable</ows:ExceptionText></ows:Exception></ows:ExceptionReport>',
  },
  '/huge': { type: 'application/json', body: () => `{"pad":"${'x'.repeat(MAX_ANSWER_BYTES)}"}` },
  // EPSG:25832 coordinates although the service was configured as EPSG:4326.
  '/wrong-crs': {
    type: 'text/xml',
    body: `<wfs:FeatureCollection xmlns:wfs="http://www.opengis.net/wfs/2.0" xmlns:gml="http://www.opengis.net/gml/3.2"><wfs:member><ms:a><ms:geom><gml:Polygon><gml:exterior><gml:LinearRing><gml:posList>${ring(square(677800, 5352300, 678100, 5352500))}</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon></ms:geom></ms:a></wfs:member></wfs:FeatureCollection>`,
  },
  // A MultiSurface in EPSG:25832 with heights (srsDimension 3), the first surface around the site.
  '/multisurface': {
    type: 'text/xml',
    body: (() => {
      const [x, y] = fromWgs84('EPSG:25832', [SITE.lon, SITE.lat]);
      const withHeight = (corners: Array<[number, number]>) => corners.map(([cx, cy]) => `${cx} ${cy} 500`).join(' ');
      const surface = (west: number, south: number, east: number, north: number) =>
        `<gml:surfaceMember><gml:Polygon><gml:exterior><gml:LinearRing><gml:posList srsDimension="3">${withHeight(square(west, south, east, north))}</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon></gml:surfaceMember>`;
      return `<?xml version="1.0" encoding="UTF-8"?><wfs:FeatureCollection xmlns:wfs="http://www.opengis.net/wfs/2.0" xmlns:gml="http://www.opengis.net/gml/3.2" xmlns:ax="urn:land"><wfs:member><ax:Denkmal gml:id="d.1"><ax:BEZEICHNUNG>Altes Rathaus &amp; Markt</ax:BEZEICHNUNG><ax:geom><gml:MultiSurface srsName="http://www.opengis.net/def/crs/EPSG/0/25832">${surface(x - 50, y - 50, x + 50, y + 50)}${surface(x + 500, y, x + 600, y + 100)}</gml:MultiSurface></ax:geom></ax:Denkmal></wfs:member></wfs:FeatureCollection>`;
    })(),
  },
};

let server: Server;
let base: string;
/** GetCapabilities requests the shared WMS below received. */
let capabilityRequests = 0;
const service = (path: string, type: GeoService['type'] = 'wfs', crs: GeoService['crs'] = 'EPSG:4326'): GeoService => ({
  type,
  url: `${base}${path}`,
  layer: 'ms:a',
  name_attribute: 'bezeichnung',
  crs,
  label: 'Testdienst',
  as_of: null,
});
const open = () => new AbortController().signal;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    // OGC API paths go on below the configured URL (/slow/collections/ms%3Aa/items).
    const path = url.pathname.replace(/\/collections\/.*$/, '');
    if (path === '/slow') return; // never answers: only the caller's signal ends the wait
    if (path === '/wms-shared') {
      // A WMS whose layers several area kinds use: GeoJSON feature info, nothing at the site.
      const capabilities = url.searchParams.get('REQUEST') === 'GetCapabilities';
      if (capabilities) capabilityRequests += 1;
      response.setHeader('content-type', capabilities ? 'text/xml' : 'application/json');
      response.end(
        capabilities
          ? '<WMS_Capabilities><Capability><Request><GetFeatureInfo><Format>application/json</Format></GetFeatureInfo></Request></Capability></WMS_Capabilities>'
          : '{"type":"FeatureCollection","features":[]}',
      );
      return;
    }
    if (url.pathname === '/photon/api') {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          type: 'FeatureCollection',
          features: [
            {
              type: 'Feature',
              properties: { street: 'Marktplatz', housenumber: '3', postcode: '85999', city: 'Markt Lindenau' },
              geometry: { type: 'Point', coordinates: [SITE.lon, SITE.lat] },
            },
          ],
        }),
      );
      return;
    }
    if (url.pathname === '/nominatim/search') {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify([{ display_name: 'Marktplatz 3, Markt Lindenau', lon: '11.4003', lat: '48.3002' }]));
      return;
    }
    const answer = answers[path];
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status ?? 200, { 'content-type': answer.type });
    response.end(typeof answer.body === 'function' ? answer.body() : answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GeoServiceError);
  return error as GeoServiceError;
};

describe('area services against answers no well-behaved server sends', () => {
  it('refuses an XML bomb before parsing it, with a German reason', async () => {
    const error = await failure(
      wfsAreaService('Denkmalschutz', service('/bomb'), 'gml').areasAt(SITE.lon, SITE.lat, 0, open()),
    );
    expect(error.code).toBe('refused');
    expect(error.message).toMatch(/DOCTYPE.*aus Sicherheitsgründen nicht gelesen/);
  });

  it('does not read an HTML page, broken or foreign JSON, or a broken polygon as "no areas"', async () => {
    const cases: Array<[string, 'gml' | 'geojson', RegExp]> = [
      ['/html', 'gml', /kein GML-Dokument/],
      ['/broken-json', 'geojson', /kein gültiges JSON/],
      ['/not-geojson', 'geojson', /keine GeoJSON-FeatureCollection/],
      ['/bad-polygon', 'geojson', /ungültige Fläche/],
    ];
    for (const [path, format, message] of cases) {
      const error = await failure(
        wfsAreaService('Naturschutz', service(path), format).areasAt(SITE.lon, SITE.lat, 0, open()),
      );
      expect({ path, code: error.code, message: error.message }).toMatchObject({
        code: 'malformed',
        message: expect.stringMatching(message),
      });
    }
  });

  it('passes on the text of an exception report and refuses oversized answers', async () => {
    const exception = await failure(
      wfsAreaService('Naturschutz', service('/exception'), 'gml').areasAt(SITE.lon, SITE.lat, 0, open()),
    );
    expect(exception.message).toBe('Der Dienst meldet einen Fehler: „Layer not queryable“');
    const huge = await failure(
      createAreaService('Naturschutz', service('/huge', 'ogc')).areasAt(SITE.lon, SITE.lat, 0, open()),
    );
    expect(huge).toMatchObject({ code: 'refused', message: expect.stringMatching(/größer als 4 MB/) });
    const missing = await failure(
      createAreaService('Naturschutz', service('/nowhere', 'ogc')).areasAt(SITE.lon, SITE.lat, 0, open()),
    );
    expect(missing.message).toBe('Der Dienst hat mit dem HTTP-Status 404 geantwortet.');
  });

  it('names a likely wrong coordinate system instead of matching areas somewhere else', async () => {
    const error = await failure(
      wfsAreaService('Naturschutz', service('/wrong-crs'), 'gml').areasAt(SITE.lon, SITE.lat, 0, open()),
    );
    expect(error.message).toMatch(/nicht in Deutschland; ist das Koordinatensystem richtig/);
  });

  it('reads a GML MultiSurface in EPSG:25832 with heights, and the name attribute ignoring case', async () => {
    const areas = await wfsAreaService('Denkmalschutz', service('/multisurface', 'wfs', 'EPSG:25832'), 'gml').areasAt(
      SITE.lon,
      SITE.lat,
      0,
      open(),
    );
    expect(areas).toEqual([{ kind: 'Denkmalschutz', name: 'Altes Rathaus & Markt', distance_m: 0 }]);
  });

  it('ends the request when the caller aborts or its time is up', async () => {
    const controller = new AbortController();
    const pending = createAreaService('Naturschutz', service('/slow', 'ogc')).areasAt(
      SITE.lon,
      SITE.lat,
      0,
      controller.signal,
    );
    controller.abort();
    expect(await failure(pending)).toMatchObject({
      code: 'aborted',
      message: 'Die Abfrage des Dienstes wurde abgebrochen.',
    });
    const timedOut = await failure(
      createAreaService('Naturschutz', service('/slow', 'wms')).areasAt(SITE.lon, SITE.lat, 0, AbortSignal.timeout(50)),
    );
    expect(timedOut).toMatchObject({ code: 'timeout', message: 'Der Dienst hat nicht rechtzeitig geantwortet.' });
  });

  it('asks a WMS that several area kinds share for its capabilities once, also when they ask at once', async () => {
    const kinds = ['Denkmalschutz', 'Naturschutz', 'Hochwasser'] as const;
    const found = await Promise.all(
      kinds.map((kind) =>
        createAreaService(kind, service('/wms-shared', 'wms')).areasAt(SITE.lon, SITE.lat, 0, open()),
      ),
    );
    expect(found).toEqual([[], [], []]);
    expect(capabilityRequests).toBe(1);
  });

  it('fails a service that cannot be reached with a German reason', async () => {
    const error = await failure(
      createAreaService('Naturschutz', { ...service('/'), url: 'http://127.0.0.1:9/' }).areasAt(
        SITE.lon,
        SITE.lat,
        0,
        open(),
      ),
    );
    expect(error).toMatchObject({ code: 'unreachable', message: 'Der Dienst ist nicht erreichbar.' });
  });
});

describe('address sources', () => {
  it('labels Photon and Nominatim results as German addresses', async () => {
    const photon = createAddressSource({
      type: 'photon',
      url: `${base}/photon`,
      layer: '',
      label_attribute: '',
      crs: 'EPSG:4326',
      label: 'Photon',
    });
    expect(await photon.search('Marktplatz', 5, open())).toEqual([
      { label: 'Marktplatz 3, 85999 Markt Lindenau', ...SITE },
    ]);
    const nominatim = createAddressSource({
      type: 'nominatim',
      url: `${base}/nominatim/`,
      layer: '',
      label_attribute: '',
      crs: 'EPSG:4326',
      label: 'Nominatim',
    });
    expect(await nominatim.search('Marktplatz', 5, open())).toEqual([
      { label: 'Marktplatz 3, Markt Lindenau', ...SITE },
    ]);
  });
});
