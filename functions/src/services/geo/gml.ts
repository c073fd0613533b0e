import { XMLParser } from 'fast-xml-parser';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { parseSrsName } from './crs.ts';
import type { Axes, ServiceFeature } from './features.ts';
import { GeoServiceError, exceptionText, malformed, serviceException } from './service-request.ts';

/*
 * GML answers: WFS 2.0 GetFeature (GML 3.2), older GML 3.1 / 2 feature collections, MapServer's
 * GetFeatureInfo output (msGMLOutput) and ESRI's FeatureInfoResponse. A feature's attributes are its
 * simple child elements; its geometry the first polygon, surface or multi-polygon inside it.
 */

/** A parsed element in document order (fast-xml-parser's preserveOrder form). */
type XmlNode = Record<string, unknown>;

// A DOCTYPE is refused before parsing, so no entity can be declared: a "billion laughs" answer
// (entities that expand to gigabytes) never reaches the parser, which then only decodes XML's own
// entities (&amp; and the like) and character references.
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  processEntities: true,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
});

export function parseXml(xml: string): XmlNode[] {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) {
    throw new GeoServiceError(
      'refused',
      'Die Antwort des Dienstes enthält eine DOCTYPE- oder ENTITY-Deklaration und wird aus Sicherheitsgründen nicht gelesen (möglicher XML-Angriff).',
    );
  }
  const exception = exceptionText(xml);
  if (exception !== undefined) throw serviceException(exception);
  try {
    return parser.parse(xml) as XmlNode[];
  } catch (error) {
    throw malformed('Die Antwort des Dienstes ist kein gültiges XML.', error);
  }
}

export const tagOf = (node: XmlNode): string => Object.keys(node).find((key) => key !== ':@') ?? '';
export const childrenOf = (node: XmlNode): XmlNode[] => {
  const value = node[tagOf(node)];
  return Array.isArray(value) ? (value as XmlNode[]) : [];
};
export const attributeOf = (node: XmlNode, name: string): string | undefined =>
  (node[':@'] as Record<string, string> | undefined)?.[name];
const elementsOf = (node: XmlNode) => childrenOf(node).filter((child) => tagOf(child) !== '#text');
export const textOf = (node: XmlNode): string =>
  childrenOf(node)
    .filter((child) => tagOf(child) === '#text')
    .map((child) => String(child['#text']))
    .join('');

/** Depth-first search for elements with one of the names (local names, prefixes removed). */
export function findAll(nodes: readonly XmlNode[], names: ReadonlySet<string>, into: XmlNode[] = []): XmlNode[] {
  for (const node of nodes) {
    if (names.has(tagOf(node))) into.push(node);
    else findAll(elementsOf(node), names, into);
  }
  return into;
}

/** Root elements of answers that list features: WFS / GML collections and the usual GetFeatureInfo forms. */
const FEATURE_DOCUMENTS = new Set([
  'FeatureCollection',
  'msGMLOutput',
  'FeatureInfoResponse',
  'GetFeatureInfoResponse',
]);
const MEMBERS = new Set(['member', 'featureMember', 'featureMembers']);
const POLYGONAL = new Set(['Polygon', 'MultiSurface', 'MultiPolygon', 'Surface', 'CompositeSurface']);
const GEOMETRY = new Set([
  ...POLYGONAL,
  'Point',
  'MultiPoint',
  'LineString',
  'MultiLineString',
  'Curve',
  'MultiCurve',
  'Envelope',
  'Box',
]);

/**
 * The features of a GML document. `axes` is how coordinates are read when the geometry names no
 * srsName of its own (the CRS the request asked for).
 */
export function gmlFeatures(xml: string, axes: Axes): ServiceFeature[] {
  const roots = parseXml(xml);
  const root = roots.find((node) => !tagOf(node).startsWith('?') && tagOf(node) !== '#text');
  // An HTML error page or an unknown document must not read as "no areas here".
  if (!root || !FEATURE_DOCUMENTS.has(tagOf(root))) {
    throw malformed('Die Antwort des Dienstes ist kein GML-Dokument mit Features.');
  }
  const features: XmlNode[] = [];
  for (const member of findAll(roots, MEMBERS)) features.push(...elementsOf(member));
  // MapServer's GetFeatureInfo GML: <layer_layer><layer_feature>…; ESRI: <FIELDS name="value" …/>.
  if (features.length === 0) {
    const walk = (nodes: readonly XmlNode[]) => {
      for (const node of nodes) {
        if (tagOf(node).endsWith('_feature') || tagOf(node) === 'FIELDS') features.push(node);
        else walk(elementsOf(node));
      }
    };
    walk(roots);
  }
  return features.map((feature) => readFeature(feature, axes));
}

function readFeature(feature: XmlNode, fallback: Axes): ServiceFeature {
  const properties: Record<string, unknown> = { ...((feature[':@'] as Record<string, unknown> | undefined) ?? {}) };
  let geometry: Polygon | MultiPolygon | null = null;
  let position: Position | undefined;
  let axes = fallback;
  for (const child of elementsOf(feature)) {
    const inner = elementsOf(child);
    const geometryNode = findAll(inner, GEOMETRY)[0];
    if (geometryNode) {
      if (geometry || position) continue;
      if (POLYGONAL.has(tagOf(geometryNode))) {
        axes = axesOf(geometryNode, fallback);
        geometry = readPolygonal(geometryNode);
      } else if (tagOf(geometryNode) === 'Point') {
        axes = axesOf(geometryNode, fallback);
        position = readPositions(geometryNode)[0];
      }
    } else if (inner.length === 0 && !GEOMETRY.has(tagOf(child)) && tagOf(child) !== 'boundedBy') {
      properties[tagOf(child)] = textOf(child);
    }
  }
  return position ? { geometry, position, properties, axes } : { geometry, properties, axes };
}

function axesOf(node: XmlNode, fallback: Axes): Axes {
  const srsName = attributeOf(node, 'srsName');
  if (srsName === undefined) return fallback;
  const parsed = parseSrsName(srsName);
  if (!parsed)
    throw malformed(`Der Dienst liefert das Koordinatensystem „${srsName.slice(0, 80)}“, das nicht unterstützt wird.`);
  return parsed;
}

function readPolygonal(node: XmlNode): Polygon | MultiPolygon {
  const polygons = findAll([node], new Set(['Polygon', 'PolygonPatch'])).map(readPolygon);
  if (polygons.length === 0) throw malformed('Die Antwort des Dienstes enthält eine Fläche ohne Polygon.');
  return polygons.length === 1
    ? { type: 'Polygon', coordinates: polygons[0] as Position[][] }
    : { type: 'MultiPolygon', coordinates: polygons };
}

function readPolygon(polygon: XmlNode): Position[][] {
  const outer = findAll(elementsOf(polygon), new Set(['exterior', 'outerBoundaryIs']));
  const inner = findAll(elementsOf(polygon), new Set(['interior', 'innerBoundaryIs']));
  if (outer.length !== 1) throw malformed('Die Antwort des Dienstes enthält ein Polygon ohne Außenring.');
  return [...outer, ...inner].map(readRing);
}

/** A ring's positions as the service sent them; features.ts turns them into WGS84 longitude, latitude. */
function readRing(boundary: XmlNode): Position[] {
  const positions = readPositions(boundary);
  if (positions.length < 4 || positions.some((position) => position.length < 2)) {
    throw malformed('Die Antwort des Dienstes enthält einen unvollständigen Polygonring.');
  }
  return positions.map((position) => [position[0] as number, position[1] as number]);
}

/** The positions inside an element: a GML 3 posList, pos elements or GML 2 coordinates. */
function readPositions(node: XmlNode): number[][] {
  const posList = findAll([node], new Set(['posList']))[0];
  if (posList) return chunk(numbers(textOf(posList)), Number(attributeOf(posList, 'srsDimension') ?? 2));
  const pos = findAll([node], new Set(['pos']));
  if (pos.length > 0) return pos.map((element) => numbers(textOf(element)));
  return coordinatesList(findAll([node], new Set(['coordinates']))[0]);
}

const numbers = (text: string): number[] => {
  const values = text.trim().split(/\s+/).filter(Boolean).map(Number);
  if (values.some((value) => !Number.isFinite(value)))
    throw malformed('Die Antwort des Dienstes enthält ungültige Koordinaten.');
  return values;
};

const chunk = (values: number[], size: number): number[][] => {
  if (!Number.isInteger(size) || size < 2 || values.length % size !== 0) {
    throw malformed('Die Antwort des Dienstes enthält ungültige Koordinaten.');
  }
  const positions: number[][] = [];
  for (let index = 0; index < values.length; index += size) positions.push(values.slice(index, index + size));
  return positions;
};

/** GML 2 `<coordinates>`: tuples separated by blanks, values by commas. */
function coordinatesList(node: XmlNode | undefined): number[][] {
  if (!node) return [];
  const decimal = attributeOf(node, 'decimal') ?? '.';
  const cs = attributeOf(node, 'cs') ?? ',';
  const ts = attributeOf(node, 'ts') ?? ' ';
  return textOf(node)
    .trim()
    .split(ts === ' ' ? /\s+/ : ts)
    .filter(Boolean)
    .map((tuple) =>
      numbers(
        tuple
          .split(cs)
          .map((value) => value.replace(decimal, '.'))
          .join(' '),
      ),
    );
}
