import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AREA_KINDS, type AreaKind } from '@baucheck/shared/geo';
import { mapServerService, startMapServer } from '../../functions/local/mapserver.ts';
import { createAreaService, type AreaService } from '../../functions/src/services/geo/area-service.ts';
import { DEMO_ADDRESSES } from '../../functions/src/services/geo/demo-areas.ts';
import { embeddedProvider } from '../../functions/src/services/geo/embedded.ts';
import { wfsAreaService } from '../../functions/src/services/geo/wfs.ts';
import { wmsAreaService } from '../../functions/src/services/geo/wms.ts';

/*
 * `npm run bench -- geo`: how long one site's lookup takes (all six area kinds, asked in parallel as the
 * geoservice does) per provider, against a local MapServer this script starts. "cold" is a fresh
 * service object's first request, "warm" later requests of the same objects. What a provider learns
 * about a service URL (WMS: its GetFeatureInfo formats; WFS: GML only) is kept per URL in the module,
 * so only the run's first lookup pays for it; the very first MapServer request, which starts its
 * processes, is measured on its own. Answers are not cached here (the geoservice handler caches). The embedded demo data is the floor. Loopback only, so the figures compare providers
 * on this machine rather than predict a Land's service.
 */

const ROUNDS = 3;
type Make = (base: string, kind: AreaKind) => AreaService;
const PROVIDERS: Array<[string, Make]> = [
  [
    'WFS GeoJSON (EPSG:25832)',
    (base, kind) => wfsAreaService(kind, mapServerService(base, kind, 'wfs', 'EPSG:25832'), 'geojson'),
  ],
  [
    'WFS GML 3.2 (EPSG:4326)',
    (base, kind) => wfsAreaService(kind, mapServerService(base, kind, 'wfs', 'EPSG:4326'), 'gml'),
  ],
  [
    'WMS GetFeatureInfo GeoJSON',
    (base, kind) => createAreaService(kind, mapServerService(base, kind, 'wms', 'EPSG:25832')),
  ],
  [
    'WMS GetFeatureInfo GML',
    (base, kind) => wmsAreaService(kind, mapServerService(base, kind, 'wms', 'EPSG:4326'), 'gml'),
  ],
  ['OGC API – Features', (base, kind) => createAreaService(kind, mapServerService(base, kind, 'ogc'))],
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

async function timeSite(services: AreaService[], lon: number, lat: number): Promise<number> {
  const started = performance.now();
  await Promise.all(services.map((service) => service.areasAt(lon, lat, 0, AbortSignal.timeout(10_000))));
  return performance.now() - started;
}

const directory = mkdtempSync(join(tmpdir(), 'baucheck-bench-geo-'));
const mapserver = await startMapServer(0, directory);
try {
  // The first request of the run starts MapServer's FastCGI processes: once per stack, not per lookup.
  const startup = performance.now();
  await createAreaService('Naturschutz', mapServerService(mapserver.url, 'Naturschutz', 'ogc')).areasAt(
    11.42,
    48.3,
    0,
    AbortSignal.timeout(30_000),
  );
  console.log(`MapServer: erste Anfrage (startet die FastCGI-Prozesse) ${ms(performance.now() - startup)}\n`);

  const rows: Array<[string, number[], number[]]> = [];
  const embeddedTimes: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const address of DEMO_ADDRESSES) {
      const started = performance.now();
      await embeddedProvider.areasNear(address.lon, address.lat, 0, AREA_KINDS);
      embeddedTimes.push(performance.now() - started);
    }
  }
  rows.push(['Eingebettet (Demodaten)', embeddedTimes, embeddedTimes]);

  for (const [name, make] of PROVIDERS) {
    const cold: number[] = [];
    const warm: number[] = [];
    for (const address of DEMO_ADDRESSES) {
      const services = AREA_KINDS.map((kind) => make(mapserver.url, kind));
      cold.push(await timeSite(services, address.lon, address.lat));
      for (let round = 0; round < ROUNDS; round += 1) warm.push(await timeSite(services, address.lon, address.lat));
    }
    rows.push([name, cold, warm]);
  }

  console.log(
    `Ein Standort, alle ${AREA_KINDS.length} Gebietsarten parallel; ${DEMO_ADDRESSES.length} Demo-Adressen, warm ${ROUNDS}× je Adresse`,
  );
  console.log(
    `${'Anbieter'.padEnd(30)} ${'kalt p50'.padStart(10)} ${'kalt p99'.padStart(10)} ${'warm p50'.padStart(10)} ${'warm p99'.padStart(10)}`,
  );
  for (const [name, cold, warm] of rows) {
    console.log(
      `${name.padEnd(30)} ${ms(percentile(cold, 50))} ${ms(percentile(cold, 99))} ${ms(percentile(warm, 50))} ${ms(percentile(warm, 99))}`,
    );
  }
} finally {
  await mapserver.stop();
  rmSync(directory, { recursive: true, force: true });
}
