import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREA_KINDS } from '@baucheck/shared/geo';
import { DEMO_ADDRESSES, DEMO_AREAS } from './demo-areas.ts';
import { embeddedProvider } from './embedded.ts';
import { createAddressSource, createAreaService, GeoServiceError } from './area-service.ts';

const inside = (lon: number, lat: number, ring: number[][]) => {
  const lons = ring.map((point) => point[0] as number);
  const lats = ring.map((point) => point[1] as number);
  return lon >= Math.min(...lons) && lon <= Math.max(...lons) && lat >= Math.min(...lats) && lat <= Math.max(...lats);
};

describe('embedded geo provider (demo data)', () => {
  it('finds exactly the demo areas that contain each demo address', async () => {
    for (const address of DEMO_ADDRESSES) {
      const expected = DEMO_AREAS.filter((area) =>
        inside(address.lon, address.lat, area.geometry.coordinates[0] as number[][]),
      )
        .map((area) => area.properties.name)
        .sort();
      const found = (await embeddedProvider.areasNear(address.lon, address.lat, 0, AREA_KINDS))
        .map((area) => area.name)
        .sort();
      expect(found, address.label).toEqual(expected);
    }
  });

  it('has, for every demo municipality, an address without any area and areas of every kind', async () => {
    const withoutArea = [];
    for (const address of DEMO_ADDRESSES)
      if ((await embeddedProvider.areasNear(address.lon, address.lat, 0, AREA_KINDS)).length === 0)
        withoutArea.push(address.label);
    for (const town of ['Lindenau', 'Seewiesen', 'Tannbach'])
      expect(withoutArea.some((label) => label.includes(town))).toBe(true);
    expect(new Set(DEMO_AREAS.map((area) => area.properties.kind))).toEqual(new Set(AREA_KINDS));
  });

  it('reports areas within a distance, nearest first, and respects the kind filter', async () => {
    const [west, south] = DEMO_AREAS[0]?.geometry.coordinates[0]?.[0] ?? [0, 0];
    const justOutside = { lon: (west as number) - 0.0003, lat: (south as number) + 0.0005 }; // about 22 m west of the edge
    expect(await embeddedProvider.areasNear(justOutside.lon, justOutside.lat, 0, AREA_KINDS)).toEqual([]);
    const near = await embeddedProvider.areasNear(justOutside.lon, justOutside.lat, 50, AREA_KINDS);
    expect(near[0]?.name).toBe(DEMO_AREAS[0]?.properties.name);
    expect(near[0]?.distance_m).toBeGreaterThan(15);
    expect(await embeddedProvider.areasNear(justOutside.lon, justOutside.lat, 50, ['Naturschutz'])).toEqual([]);
  });

  it('searches addresses by words, case- and ß-insensitively', async () => {
    expect((await embeddedProvider.searchAddresses('marktplatz lindenau', 10)).map((address) => address.label)).toEqual(
      ['Marktplatz 3, 85999 Markt Lindenau'],
    );
    expect((await embeddedProvider.searchAddresses('LINDACHSTRASSE', 10)).length).toBe(1);
  });
});

describe('OGC API Features provider', () => {
  let server: Server;
  let baseUrl: string;
  const requests: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(req.url ?? '');
      const url = new URL(req.url ?? '/', 'http://localhost');
      res.setHeader('content-type', 'application/geo+json');
      if (url.pathname === '/collections/denkmal/items') {
        res.end(
          JSON.stringify({
            type: 'FeatureCollection',
            features: [{ ...DEMO_AREAS[0], properties: { bezeichnung: 'Echtes Ensemble' } }],
          }),
        );
      } else if (url.pathname === '/collections/adressen/items') {
        res.end(
          JSON.stringify({
            type: 'FeatureCollection',
            features: [
              {
                type: 'Feature',
                properties: { label: 'Hauptstraße 1' },
                geometry: { type: 'Point', coordinates: [11.4, 48.3] },
              },
            ],
          }),
        );
      } else {
        res.statusCode = 500;
        res.end('{}');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const service = (layer: string) =>
    ({
      type: 'ogc',
      url: `${baseUrl}/`,
      layer,
      name_attribute: 'bezeichnung',
      crs: 'EPSG:4326',
      label: 'Test',
      as_of: null,
    }) as const;

  it('asks the configured collection by bounding box and matches the point itself', async () => {
    const denkmal = createAreaService('Denkmalschutz', service('denkmal'));
    const signal = new AbortController().signal;
    expect(await denkmal.areasAt(11.4, 48.3, 0, signal)).toEqual([
      { kind: 'Denkmalschutz', name: 'Echtes Ensemble', distance_m: 0 },
    ]);
    expect(decodeURIComponent(requests.at(-1) ?? '')).toMatch(
      /^\/collections\/denkmal\/items\?bbox=11\.39\d+,48\.29\d+,11\.40\d+,48\.30\d+/,
    );
    expect(await denkmal.areasAt(11.5, 48.3, 0, signal)).toEqual([]);
    const addresses = createAddressSource({
      type: 'ogc',
      url: baseUrl,
      layer: 'adressen',
      label_attribute: 'label',
      crs: 'EPSG:4326',
      label: 'Adressen',
    });
    expect(await addresses.search('Haupt', 5, signal)).toEqual([{ label: 'Hauptstraße 1', lon: 11.4, lat: 48.3 }]);
  });

  it('fails with a GeoServiceError and a German message when the service fails', async () => {
    const broken = createAreaService('Naturschutz', service('kaputt'));
    const failure = broken.areasAt(11.4, 48.3, 0, new AbortController().signal);
    await expect(failure).rejects.toBeInstanceOf(GeoServiceError);
    await expect(failure).rejects.toMatchObject({ code: 'status', message: expect.stringMatching(/HTTP-Status 500/) });
  });
});
