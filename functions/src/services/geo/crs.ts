import proj4 from 'proj4';
import type { GEO_CRS } from '@baucheck/shared/geo';

export type GeoCrs = (typeof GEO_CRS)[number];
/** A coordinate as the CRS defines it: easting, northing (metres) or longitude, latitude (degrees). */
export type Xy = [number, number];

// ETRS89 / UTM zones 32N and 33N, in which most Länder publish; ETRS89 equals WGS84 at these scales.
proj4.defs('EPSG:25832', '+proj=utm +zone=32 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs +type=crs');
proj4.defs('EPSG:25833', '+proj=utm +zone=33 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs +type=crs');

const converters = new Map<GeoCrs, proj4.Converter>();
const converter = (crs: GeoCrs) => {
  let found = converters.get(crs);
  if (!found) {
    found = proj4('EPSG:4326', crs);
    converters.set(crs, found);
  }
  return found;
};

/** WGS84 longitude/latitude into the CRS (x = easting or longitude). */
export const fromWgs84 = (crs: GeoCrs, [lon, lat]: Xy): Xy =>
  crs === 'EPSG:4326' ? [lon, lat] : (converter(crs).forward([lon, lat]) as Xy);

/** A coordinate of the CRS back into WGS84 longitude/latitude. */
export const toWgs84 = (crs: GeoCrs, xy: Xy): Xy => (crs === 'EPSG:4326' ? xy : (converter(crs).inverse(xy) as Xy));

const METRES_PER_DEGREE = 111_320;

/**
 * The box [minX, minY, maxX, maxY] in the CRS that holds everything within `metres` of the point, a
 * metre wider so an edge through the point is found.
 */
export function boxAround(crs: GeoCrs, lon: number, lat: number, metres: number): [number, number, number, number] {
  const margin = metres + 1;
  const dLat = margin / METRES_PER_DEGREE;
  const dLon = margin / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  const corners = [
    [lon - dLon, lat - dLat],
    [lon + dLon, lat - dLat],
    [lon + dLon, lat + dLat],
    [lon - dLon, lat + dLat],
  ].map((corner) => fromWgs84(crs, corner as Xy));
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** The OGC URN of the CRS (WFS 2.0 srsName); with it, EPSG:4326 is in latitude, longitude order. */
export const crsUrn = (crs: GeoCrs) => `urn:ogc:def:crs:EPSG::${crs.slice('EPSG:'.length)}`;

/** Coordinates are sent and read as latitude, longitude for EPSG:4326 in WFS 2.0 (URN) and WMS 1.3.0. */
export const latitudeFirst = (crs: GeoCrs) => crs === 'EPSG:4326';

/** The CRS a GML srsName names, and whether its coordinates come latitude first; undefined if unknown. */
export function parseSrsName(srsName: string): { crs: GeoCrs; latitudeFirst: boolean } | undefined {
  const code = /(?:EPSG:{1,2}|EPSG\/\d+(?:\.\d+)*\/|epsg\.xml#)(\d+)$/i.exec(srsName.trim())?.[1];
  const crs = code === undefined ? undefined : (`EPSG:${code}` as GeoCrs);
  if (crs === undefined || !SUPPORTED.has(crs)) return undefined;
  // The legacy "EPSG:4326" form (and "epsg.xml#4326") means longitude first; URN and URI forms latitude first.
  const legacy = /^EPSG:\d+$/i.test(srsName.trim()) || /epsg\.xml#/i.test(srsName);
  return { crs, latitudeFirst: crs === 'EPSG:4326' && !legacy };
}

const SUPPORTED = new Set<GeoCrs>(['EPSG:4326', 'EPSG:25832', 'EPSG:25833', 'EPSG:3857']);
