import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { AddressSource, AreaKind, GeoService } from '@baucheck/shared/geo';
import { fromWgs84 } from '../src/services/geo/crs.ts';
import { DEMO_ADDRESSES, DEMO_AREAS } from '../src/services/geo/demo-areas.ts';
import { fastcgiRequest, startFastcgiPool, type FastcgiPool } from './fastcgi.ts';
import type { LocalService } from './service.ts';

/*
 * MapServer (Debian's `mapserv`, a CGI program) serving the demo areas as WFS 2.0, WMS 1.3.0 and OGC
 * API – Features. A small HTTP server in this process passes requests to `mapserv` processes over
 * FastCGI (fastcgi.ts); they start with the first request, so the stand-in costs nothing until a test or
 * the geoservice asks it something.
 */

export const MAPSERV = '/usr/bin/mapserv';
const MAPFILE_DIR = new URL('./mapserver/', import.meta.url).pathname;

/** The layer (WFS feature type, WMS layer, OGC API collection) holding each kind of demo area. */
export const MAPSERVER_LAYERS: Record<AreaKind, string> = {
  Denkmalschutz: 'denkmalschutz',
  Naturschutz: 'naturschutz',
  Hochwasser: 'hochwasser',
  Überschwemmung: 'ueberschwemmung',
  Trinkwasser: 'trinkwasser',
  Bebauungsplan: 'bebauungsplan',
};
/** The address points, searchable through a WFS filter on their `label`. */
export const MAPSERVER_ADDRESS_LAYER = 'adressen';
/** Kinds whose data files are stored in ETRS89 / UTM 32N, as the mapfile declares. */
const STORED_IN_UTM32: ReadonlySet<AreaKind> = new Set(['Naturschutz', 'Trinkwasser']);

export interface LocalMapServer extends LocalService {
  /** The CGI endpoint for WFS and WMS (`?SERVICE=WFS&…`); mapServerService names its layers. */
  url: string;
}

/** The MapServer at `url` (its CGI endpoint) as the service for one kind, as Land staff would enter it. */
export const mapServerService = (
  url: string,
  kind: AreaKind,
  type: GeoService['type'],
  crs: GeoService['crs'] = 'EPSG:4326',
): GeoService => ({
  type,
  url: type === 'ogc' ? `${url}/demo/ogcapi` : url,
  layer: MAPSERVER_LAYERS[kind],
  name_attribute: 'name',
  crs,
  label: 'MapServer (Demodaten)',
  as_of: null,
});

/** Its address layer as an address source. */
export const mapServerAddressSource = (
  url: string,
  type: 'wfs' | 'ogc',
  crs: AddressSource['crs'] = 'EPSG:4326',
): AddressSource => ({
  type,
  url: type === 'ogc' ? `${url}/demo/ogcapi` : url,
  layer: MAPSERVER_ADDRESS_LAYER,
  label_attribute: 'label',
  crs,
  label: 'MapServer-Adressen (Demodaten)',
});

/** Writes the demo areas and addresses as GeoJSON files next to a copy of the mapfile. */
export function writeMapData(directory: string): string {
  mkdirSync(directory, { recursive: true });
  for (const file of readdirSync(MAPFILE_DIR)) copyFileSync(join(MAPFILE_DIR, file), join(directory, file));
  for (const [kind, layer] of Object.entries(MAPSERVER_LAYERS) as Array<[AreaKind, string]>) {
    const utm = STORED_IN_UTM32.has(kind);
    const features = DEMO_AREAS.filter((area) => area.properties.kind === kind).map((area, index) => ({
      type: 'Feature',
      properties: { id: `${layer}.${index + 1}`, name: area.properties.name, art: kind },
      geometry: utm
        ? {
            type: 'Polygon',
            coordinates: area.geometry.coordinates.map((ring) =>
              ring.map(([lon, lat]) => fromWgs84('EPSG:25832', [lon as number, lat as number])),
            ),
          }
        : area.geometry,
    }));
    const collection = {
      type: 'FeatureCollection',
      // The pre-RFC 7946 `crs` member, which GDAL reads, marks the projected files.
      ...(utm ? { crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::25832' } } } : {}),
      features,
    };
    writeFileSync(join(directory, `${layer}.geojson`), JSON.stringify(collection));
  }
  const addresses = DEMO_ADDRESSES.map((address, index) => ({
    type: 'Feature',
    properties: { id: `adresse.${index + 1}`, label: address.label },
    geometry: { type: 'Point', coordinates: [address.lon, address.lat] },
  }));
  writeFileSync(
    join(directory, `${MAPSERVER_ADDRESS_LAYER}.geojson`),
    JSON.stringify({ type: 'FeatureCollection', features: addresses }),
  );
  // MapServer 8 reads its settings from a config file: no mapfile paths from requests, and the map
  // key `demo` that OGC API paths (`/demo/ogcapi/…`) name.
  const mapfile = join(directory, 'demo.map');
  writeFileSync(
    join(directory, 'mapserver.conf'),
    `CONFIG\n  ENV\n    MS_MAP_NO_PATH "1"\n  END\n  MAPS\n    "demo" "${mapfile}"\n  END\nEND\n`,
  );
  return mapfile;
}

/** The CGI variables of one HTTP request, as MapServer reads them. */
function cgiParams(mapfile: string, base: string, request: IncomingMessage, body: Buffer): Record<string, string> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const host = request.headers.host ?? 'localhost';
  return {
    MS_MAPFILE: mapfile,
    GATEWAY_INTERFACE: 'CGI/1.1',
    REQUEST_METHOD: request.method ?? 'GET',
    QUERY_STRING: url.search.slice(1),
    SCRIPT_NAME: base,
    PATH_INFO: url.pathname.slice(base.length),
    SERVER_NAME: host.replace(/:\d+$/, ''),
    SERVER_PORT: /:(\d+)$/.exec(host)?.[1] ?? '80',
    SERVER_PROTOCOL: 'HTTP/1.1',
    HTTP_HOST: host,
    HTTP_ACCEPT: request.headers.accept ?? '*/*',
    CONTENT_TYPE: request.headers['content-type'] ?? '',
    CONTENT_LENGTH: String(body.length),
  };
}

/** Relays a CGI answer (headers, a blank line, the body) as the HTTP response. */
function sendCgiOutput(output: Buffer, response: ServerResponse): void {
  const crlf = output.indexOf('\r\n\r\n');
  const end = crlf >= 0 ? crlf : output.indexOf('\n\n');
  if (end < 0) {
    response.writeHead(502).end('MapServer hat keine CGI-Antwort geliefert.');
    return;
  }
  let status = 200;
  for (const line of output.subarray(0, end).toString('latin1').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10) || 502;
    else response.setHeader(name, value);
  }
  response.writeHead(status).end(output.subarray(end + (crlf >= 0 ? 4 : 2)));
}

/** How many `mapserv` FastCGI processes answer in parallel (the machine has two cores). */
const MAPSERV_PROCESSES = 2;

/**
 * The demo areas behind MapServer on `port` (0: a free one), data and mapfile under `directory`.
 * `mapserv` runs as FastCGI processes behind a small HTTP server here. Stopping closes the port and
 * every open connection and ends the processes (a test stops the map server mid-check); starting again
 * serves on the same port.
 */
export async function startMapServer(port: number, directory: string): Promise<LocalMapServer> {
  if (!existsSync(MAPSERV)) {
    throw new Error(
      `${MAPSERV} fehlt: bitte MapServer installieren (apt-get install --no-install-recommends mapserver-bin).`,
    );
  }
  const mapfile = writeMapData(directory);
  const env = { MAPSERVER_CONFIG_FILE: join(directory, 'mapserver.conf'), PATH: process.env.PATH ?? '/usr/bin:/bin' };
  const base = '/mapserver';
  let server: Server | undefined;
  let pool: Promise<FastcgiPool> | undefined;
  let boundPort = port;
  // Started on the first request; started afresh when a process ended unexpectedly.
  const currentPool = () => {
    pool ??= startFastcgiPool(MAPSERV, MAPSERV_PROCESSES, env, () => {
      const ended = pool;
      pool = undefined;
      void ended?.then((running) => running.stop());
    });
    return pool;
  };
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    if (!(request.url ?? '').startsWith(base)) {
      response.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    // A client that gives up (a caller's timeout) need not wait for MapServer.
    const gone = new AbortController();
    response.on('close', () => gone.abort());
    try {
      const { port: fastcgiPort } = await currentPool();
      sendCgiOutput(
        await fastcgiRequest(fastcgiPort, cgiParams(mapfile, base, request, body), body, gone.signal),
        response,
      );
    } catch {
      if (!response.headersSent && !gone.signal.aborted) response.writeHead(502).end('MapServer antwortet nicht.');
    }
  };
  const start = async () => {
    if (server) return;
    const starting = createServer((request, response) => void handle(request, response));
    await new Promise<void>((resolve, reject) => {
      starting.once('error', reject);
      starting.listen(boundPort, '127.0.0.1', () => resolve());
    });
    const address = starting.address();
    if (typeof address === 'object' && address) boundPort = address.port;
    server = starting;
  };
  const stop = async () => {
    const running = server;
    const processes = pool;
    server = undefined;
    pool = undefined;
    if (running) {
      const closed = new Promise((resolve) => running.close(resolve));
      running.closeAllConnections();
      await closed;
    }
    await processes?.then((started) => started.stop());
  };
  await start();
  const url = `http://127.0.0.1:${boundPort}${base}`;
  return { url, pid: undefined, start, stop };
}

/**
 * The geoservice's deployment-wide default (services/geo/deployment-default.ts) pointed at this MapServer: its WFS
 * in EPSG:25832 for every area kind and its address layer, as `GEO_PROVIDER=mapserver npm start` uses.
 */
export function mapServerGeoEnv(mapserver: LocalMapServer): Record<string, string> {
  return {
    GEO_PROVIDER: 'wfs',
    GEO_URL: mapserver.url,
    GEO_LAYERS: JSON.stringify(MAPSERVER_LAYERS),
    GEO_CRS: 'EPSG:25832',
    GEO_NAME_ATTRIBUTE: 'name',
    GEO_LABEL: 'MapServer (Demodaten)',
    GEO_ADDRESS_SOURCE: JSON.stringify(mapServerAddressSource(mapserver.url, 'wfs')),
  };
}
