import type { Address, AddressSource, AreaKind, GeoService } from '@baucheck/shared/geo';
import { TtlCache } from '#lib/ttl-cache';
import type { AreaService } from './area-service.ts';
import { boxAround, crsUrn, latitudeFirst, type GeoCrs } from './crs.ts';
import { labelMatches, queryWords } from './embedded.ts';
import { addressesOf, matchAreas, pointFeatures, geojsonFeatures, type Axes } from './features.ts';
import { gmlFeatures } from './gml.ts';
import { GeoServiceError, parseJson, requestService, withParams } from './service-request.ts';

/*
 * WFS 2.0 GetFeature. GeoJSON is asked for first (`OUTPUTFORMAT=application/json`, which most servers
 * offer); a service that refuses it is asked for GML 3.2 and remembered as GML-only, so later
 * requests go there directly. Areas are matched to the point here (features.ts), as for OGC API.
 */

export type WfsFormat = 'auto' | 'geojson' | 'gml';

/** Services (by URL) that answered GeoJSON requests with an error but GML ones correctly (an hour per container). */
const gmlOnly = new TtlCache<string, true>(1000, 60 * 60_000);
const MAX_FEATURES = '200';

interface WfsAnswer {
  json?: unknown;
  xml?: string;
}

async function getFeature(
  url: string,
  params: Record<string, string>,
  format: WfsFormat,
  signal: AbortSignal,
): Promise<WfsAnswer> {
  const base = { SERVICE: 'WFS', VERSION: '2.0.0', REQUEST: 'GetFeature', COUNT: MAX_FEATURES, ...params };
  if (format === 'geojson' || (format === 'auto' && !gmlOnly.get(url))) {
    try {
      const answer = await requestService(
        withParams(url, { ...base, OUTPUTFORMAT: 'application/json' }),
        'application/geo+json, application/json;q=0.9',
        signal,
      );
      if (format === 'geojson' || answer.text.trimStart().startsWith('{')) return { json: parseJson(answer) };
    } catch (error) {
      // Timeouts and aborts end here; a refused GeoJSON request is tried again as GML.
      if (format === 'geojson' || !(error instanceof GeoServiceError) || error.code !== 'status') throw error;
    }
  }
  const answer = await requestService(
    withParams(url, base),
    'application/gml+xml; version=3.2, text/xml;q=0.9, application/xml;q=0.8',
    signal,
  );
  if (format === 'auto') gmlOnly.set(url, true);
  return { xml: answer.text };
}

/** WFS 2.0 BBOX: in the CRS's axis order (latitude first for EPSG:4326), the CRS as URN. */
const bboxParam = (crs: GeoCrs, lon: number, lat: number, distance: number) => {
  const [minX, minY, maxX, maxY] = boxAround(crs, lon, lat, distance);
  const digits = crs === 'EPSG:4326' ? 7 : 2;
  const corners = latitudeFirst(crs) ? [minY, minX, maxY, maxX] : [minX, minY, maxX, maxY];
  return `${corners.map((value) => value.toFixed(digits)).join(',')},${crsUrn(crs)}`;
};

const requestAxes = (crs: GeoCrs): Axes => ({ crs, latitudeFirst: latitudeFirst(crs) });

export function wfsAreaService(kind: AreaKind, service: GeoService, format: WfsFormat = 'auto'): AreaService {
  return {
    async areasAt(lon, lat, distance, signal) {
      const answer = await getFeature(
        service.url,
        { TYPENAMES: service.layer, SRSNAME: crsUrn(service.crs), BBOX: bboxParam(service.crs, lon, lat, distance) },
        format,
        signal,
      );
      const features =
        answer.json !== undefined
          ? geojsonFeatures(answer.json, service.crs)
          : gmlFeatures(answer.xml ?? '', requestAxes(service.crs));
      return matchAreas(features, kind, service.name_attribute, lon, lat, distance);
    },
  };
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
/** A FES 2.0 PropertyIsLike literal: the filter's own wildcard, single-char and escape characters escaped. */
const likeLiteral = (word: string) => `*${escapeXml(word.replace(/[*?\\]/g, (char) => `\\${char}`))}*`;

/** An address layer searched with a FES filter: every word of the query somewhere in the label attribute. */
export async function searchWfsAddresses(
  source: AddressSource,
  query: string,
  limit: number,
  signal: AbortSignal,
  format: WfsFormat = 'auto',
): Promise<Address[]> {
  const words = query.trim().split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return [];
  const likes = words.map(
    (word) =>
      `<fes:PropertyIsLike wildCard="*" singleChar="?" escapeChar="\\" matchCase="false"><fes:ValueReference>${escapeXml(source.label_attribute)}</fes:ValueReference><fes:Literal>${likeLiteral(word)}</fes:Literal></fes:PropertyIsLike>`,
  );
  const filter = `<fes:Filter xmlns:fes="http://www.opengis.net/fes/2.0">${likes.length > 1 ? `<fes:And>${likes.join('')}</fes:And>` : likes[0]}</fes:Filter>`;
  const answer = await getFeature(
    source.url,
    { TYPENAMES: source.layer, SRSNAME: crsUrn(source.crs), FILTER: filter, COUNT: String(limit) },
    format,
    signal,
  );
  const addresses =
    answer.json !== undefined
      ? pointFeatures(answer.json, source.label_attribute, source.crs)
      : addressesOf(gmlFeatures(answer.xml ?? '', requestAxes(source.crs)), source.label_attribute);
  // The server's LIKE knows no "ß = ss"; the same word match as the embedded search keeps results alike.
  const normalised = queryWords(query);
  return addresses.filter((address) => labelMatches(address.label, normalised)).slice(0, limit);
}
