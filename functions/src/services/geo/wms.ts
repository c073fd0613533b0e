import type { AreaKind, GeoService } from '@baucheck/shared/geo';
import { TtlCache } from '#lib/ttl-cache';
import type { AreaService } from './area-service.ts';
import { boxAround, latitudeFirst } from './crs.ts';
import { areaName, geojsonFeatures, matchAreas, type ServiceFeature } from './features.ts';
import { gmlFeatures } from './gml.ts';
import { GeoServiceError, parseJson, requestService, withParams } from './service-request.ts';

/*
 * WMS 1.3.0 GetFeatureInfo, for layers a Land publishes only as a map (monument maps often are). The
 * map is a 101 × 101 pixel box around the point with the point in its middle pixel (I = J = 50); the
 * box reaches `distance` metres, and features that come with their geometry are matched to the point
 * here. A WMS only reports what lies under (or within its tolerance of) the middle pixel, so areas
 * near but not at the site are found only as far as the server's tolerance reaches.
 */

const SIZE = 101;
const MIDDLE = '50';

/**
 * GetFeatureInfo formats each service (by URL) offers, read from its capabilities once an hour per
 * container. The request itself is kept, so the kinds a site is checked for in parallel, which often
 * share one service, ask for the capabilities once; a failed request is forgotten and asked again.
 */
const offeredFormats = new TtlCache<string, Promise<string[]>>(1000, 60 * 60_000);

function infoFormats(url: string, signal: AbortSignal): Promise<string[]> {
  const known = offeredFormats.get(url);
  if (known) return known;
  const formats = readInfoFormats(url, signal);
  offeredFormats.set(url, formats);
  formats.catch(() => offeredFormats.delete(url));
  return formats;
}

async function readInfoFormats(url: string, signal: AbortSignal): Promise<string[]> {
  const answer = await requestService(
    withParams(url, { SERVICE: 'WMS', VERSION: '1.3.0', REQUEST: 'GetCapabilities' }),
    'text/xml, application/xml',
    signal,
  );
  // Only the GetFeatureInfo block is needed; reading it by pattern spares parsing a capabilities
  // document that lists hundreds of layers, and expands no entity either.
  const block = /<(?:\w+:)?GetFeatureInfo>([\s\S]*?)<\/(?:\w+:)?GetFeatureInfo>/.exec(answer.text)?.[1];
  if (block === undefined) {
    throw new GeoServiceError('malformed', 'Der Dienst bietet laut seinen Capabilities kein GetFeatureInfo an.');
  }
  return [...block.matchAll(/<(?:\w+:)?Format>\s*([^<]*?)\s*<\/(?:\w+:)?Format>/g)].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&'),
  );
}

export type WmsFormat = 'auto' | 'gml';

/** GeoJSON where offered (unless GML is asked for), else GML, else any XML (ESRI's FeatureInfoResponse). */
function chooseFormat(formats: readonly string[], preferred: WmsFormat): string {
  const chosen =
    (preferred === 'auto'
      ? formats.find((format) => /json/i.test(format) && !/jsonp|javascript/i.test(format))
      : undefined) ??
    formats.find((format) => /gml/i.test(format)) ??
    formats.find((format) => /xml/i.test(format));
  if (!chosen) {
    throw new GeoServiceError(
      'malformed',
      `Der Dienst liefert GetFeatureInfo nur als ${formats.join(', ') || 'unbekanntes Format'}; lesbar sind GeoJSON, GML oder XML.`,
    );
  }
  return chosen;
}

export function wmsAreaService(kind: AreaKind, service: GeoService, preferred: WmsFormat = 'auto'): AreaService {
  return {
    async areasAt(lon, lat, distance, signal) {
      const format = chooseFormat(await infoFormats(service.url, signal), preferred);
      const [minX, minY, maxX, maxY] = boxAround(service.crs, lon, lat, distance);
      const digits = service.crs === 'EPSG:4326' ? 8 : 3;
      // WMS 1.3.0 takes EPSG:4326 boxes latitude first.
      const box = latitudeFirst(service.crs) ? [minY, minX, maxY, maxX] : [minX, minY, maxX, maxY];
      const answer = await requestService(
        withParams(service.url, {
          SERVICE: 'WMS',
          VERSION: '1.3.0',
          REQUEST: 'GetFeatureInfo',
          LAYERS: service.layer,
          QUERY_LAYERS: service.layer,
          STYLES: '',
          CRS: service.crs,
          BBOX: box.map((value) => value.toFixed(digits)).join(','),
          WIDTH: String(SIZE),
          HEIGHT: String(SIZE),
          I: MIDDLE,
          J: MIDDLE,
          FORMAT: 'image/png',
          INFO_FORMAT: format,
          FEATURE_COUNT: '50',
        }),
        `${format}, */*;q=0.1`,
        signal,
      );
      const features: ServiceFeature[] = /json/i.test(format)
        ? geojsonFeatures(parseJson(answer), service.crs)
        : gmlFeatures(answer.text, { crs: service.crs, latitudeFirst: latitudeFirst(service.crs) });
      // Without a polygon the server still found the feature at the point's pixel.
      const atPoint = features
        .filter((feature) => !feature.geometry)
        .map((feature) => ({ kind, name: areaName(feature.properties, service.name_attribute, kind), distance_m: 0 }));
      return [...atPoint, ...matchAreas(features, kind, service.name_attribute, lon, lat, distance)].sort(
        (a, b) => a.distance_m - b.distance_m,
      );
    },
  };
}
