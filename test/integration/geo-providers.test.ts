import { describe, expect, inject, it } from 'vitest';
import { AREA_KINDS, type Area, type AreaKind } from '@baucheck/shared/geo';
import { mapServerAddressSource, mapServerService } from '../../functions/local/mapserver.ts';
import {
  createAddressSource,
  createAreaService,
  GeoServiceError,
  type AreaService,
} from '../../functions/src/services/geo/area-service.ts';
import { DEMO_ADDRESSES } from '../../functions/src/services/geo/demo-areas.ts';
import { embeddedProvider } from '../../functions/src/services/geo/embedded.ts';
import { foundSideLaws as sideLawsAmong } from '../../shared/src/geo-coverage.ts';
import { wfsAreaService } from '../../functions/src/services/geo/wfs.ts';
import { wmsAreaService } from '../../functions/src/services/geo/wms.ts';

/*
 * Every provider against a real MapServer (started by the test setup) serving the demo areas: for
 * every demo address each gives the areas and side laws the embedded demo data gives. Two layers are
 * stored in EPSG:25832 and the services are asked in EPSG:25832 and EPSG:4326 (latitude first in WFS
 * 2.0 and WMS 1.3.0), so reprojection and axis order are exercised both ways.
 */

const url = inject('mapserverUrl');
type Make = (kind: AreaKind) => AreaService;

const PROVIDERS: Array<[string, Make]> = [
  [
    'WFS 2.0, GeoJSON, EPSG:25832',
    (kind) => wfsAreaService(kind, mapServerService(url, kind, 'wfs', 'EPSG:25832'), 'geojson'),
  ],
  [
    'WFS 2.0, GML 3.2, EPSG:4326',
    (kind) => wfsAreaService(kind, mapServerService(url, kind, 'wfs', 'EPSG:4326'), 'gml'),
  ],
  [
    'WMS 1.3.0 GetFeatureInfo, GeoJSON, EPSG:25832',
    (kind) => createAreaService(kind, mapServerService(url, kind, 'wms', 'EPSG:25832')),
  ],
  [
    'WMS 1.3.0 GetFeatureInfo, GML, EPSG:4326',
    (kind) => wmsAreaService(kind, mapServerService(url, kind, 'wms', 'EPSG:4326'), 'gml'),
  ],
  ['OGC API – Features', (kind) => createAreaService(kind, mapServerService(url, kind, 'ogc'))],
];

const byName = (areas: readonly Area[]) => [...areas].sort((a, b) => a.name.localeCompare(b.name));

/** The areas of all kinds at the point, one service per kind, asked in parallel as the geoservice does. */
async function areasAt(make: Make, lon: number, lat: number, distance: number) {
  const services = AREA_KINDS.map(make);
  const found = await Promise.all(
    services.map((service) => service.areasAt(lon, lat, distance, AbortSignal.timeout(30_000))),
  );
  return found.flat();
}

describe('geodata providers against MapServer', () => {
  it.each(PROVIDERS)('%s gives the embedded areas and side laws for every demo address', async (_name, make) => {
    for (const address of DEMO_ADDRESSES) {
      const expected = await embeddedProvider.areasNear(address.lon, address.lat, 0, AREA_KINDS);
      const found = await areasAt(make, address.lon, address.lat, 0);
      expect({ address: address.label, areas: byName(found) }).toEqual({
        address: address.label,
        areas: byName(expected),
      });
      expect(sideLawsAmong(found)).toEqual(sideLawsAmong(expected));
    }
  });

  it.each(PROVIDERS.filter(([name]) => !name.startsWith('WMS')))(
    '%s measures the distance to areas near the site like the embedded provider',
    async (_name, make) => {
      // About 22 m west of the Lindenau monument area; the Seewiesen Kirchplatz, 134 m from a development plan.
      const sites = [
        { lon: 11.3982, lat: 48.2995, distance: 60 },
        { lon: 11.1002, lat: 47.9004, distance: 200 },
      ];
      for (const site of sites) {
        const expected = await embeddedProvider.areasNear(site.lon, site.lat, site.distance, AREA_KINDS);
        expect(expected.some((area) => area.distance_m > 0)).toBe(true);
        const found = await areasAt(make, site.lon, site.lat, site.distance);
        expect(byName(found).map(({ kind, name }) => ({ kind, name }))).toEqual(
          byName(expected).map(({ kind, name }) => ({ kind, name })),
        );
        for (const area of found) {
          const same = expected.find((candidate) => candidate.name === area.name);
          expect(Math.abs(area.distance_m - (same?.distance_m ?? -99))).toBeLessThanOrEqual(1);
        }
      }
    },
  );

  it('searches the address layer through WFS and OGC API', async () => {
    for (const type of ['wfs', 'ogc'] as const) {
      const source = createAddressSource(mapServerAddressSource(url, type));
      expect(await source.search('Lindachstraße Lindenau', 5, AbortSignal.timeout(30_000))).toEqual([
        { label: 'Lindachstraße 12, 85999 Markt Lindenau', lon: 11.39, lat: 48.293 },
      ]);
    }
  });

  it('reports an unknown layer with the server’s reason in German, and ends a request on abort', async () => {
    const unknown = createAreaService('Naturschutz', {
      ...mapServerService(url, 'Naturschutz', 'wfs'),
      layer: 'ms:gibtsnicht',
    });
    const error = await unknown.areasAt(11.42, 48.3, 0, AbortSignal.timeout(30_000)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GeoServiceError);
    expect((error as GeoServiceError).message).toMatch(
      /^Der Dienst (meldet einen Fehler|hat mit dem HTTP-Status 400 geantwortet): „.*gibtsnicht/,
    );

    const controller = new AbortController();
    const pending = createAreaService('Naturschutz', mapServerService(url, 'Naturschutz', 'ogc')).areasAt(
      11.42,
      48.3,
      0,
      controller.signal,
    );
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'GeoServiceError', code: 'aborted' });
  });
});
