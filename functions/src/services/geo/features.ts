import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import * as z from 'zod';
import type { Address, Area, AreaKind } from '@baucheck/shared/geo';
import { toWgs84, type GeoCrs, type Xy } from './crs.ts';
import { areasWithin } from './nearby.ts';
import { malformed } from './service-request.ts';

/** How to read a service's coordinates: its CRS, and whether positions come latitude first. */
export interface Axes {
  crs: GeoCrs;
  latitudeFirst: boolean;
}

/** A feature as a service delivered it: coordinates in the service's CRS, and its attributes. */
export interface ServiceFeature {
  /** Null for points and lines, and when a service names a feature without its geometry (some WMS). */
  geometry: Polygon | MultiPolygon | null;
  /** The position of a point feature (an address). */
  position?: Position;
  properties: Record<string, unknown>;
  axes: Axes;
}

const position = z.array(z.number()).min(2);
const ring = z.array(position).min(4);
const geometrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Polygon'), coordinates: z.array(ring).min(1) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(ring).min(1)) }),
]);
const pointSchema = z.object({ type: z.literal('Point'), coordinates: position });
const featureCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      geometry: z.object({ type: z.string() }).loose().nullable(),
      properties: z.record(z.string(), z.unknown()).nullable().optional(),
    }),
  ),
});

/**
 * The features of a GeoJSON FeatureCollection: polygons with their geometry, points with their
 * position, others (lines, none) with their attributes only. Broken polygons make a malformed answer.
 */
export function geojsonFeatures(json: unknown, crs: GeoCrs): ServiceFeature[] {
  const collection = featureCollectionSchema.safeParse(json);
  if (!collection.success) throw malformed('Die Antwort des Dienstes ist keine GeoJSON-FeatureCollection.');
  return collection.data.features.flatMap((feature): ServiceFeature[] => {
    if (feature.geometry?.type !== 'Polygon' && feature.geometry?.type !== 'MultiPolygon') {
      const point = pointSchema.safeParse(feature.geometry);
      const properties = feature.properties ?? {};
      if (!point.success) return [{ geometry: null, properties, axes: { crs, latitudeFirst: false } }];
      const position = point.data.coordinates;
      return [{ geometry: null, position, properties, axes: geojsonAxes(crs, position) }];
    }
    const geometry = geometrySchema.safeParse(feature.geometry);
    if (!geometry.success) throw malformed('Die Antwort des Dienstes enthält eine ungültige Fläche.');
    const first =
      geometry.data.type === 'Polygon' ? geometry.data.coordinates[0]?.[0] : geometry.data.coordinates[0]?.[0]?.[0];
    return [
      {
        geometry: geometry.data as Polygon | MultiPolygon,
        properties: feature.properties ?? {},
        axes: geojsonAxes(crs, first),
      },
    ];
  });
}

/** The text of an attribute (exact name, else ignoring case); undefined when absent or empty. */
export function attributeText(properties: Record<string, unknown>, attribute: string): string | undefined {
  if (!attribute) return undefined;
  const key =
    attribute in properties
      ? attribute
      : Object.keys(properties).find((candidate) => candidate.toLowerCase() === attribute.toLowerCase());
  const value = key === undefined ? undefined : properties[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() || undefined : undefined;
}

/** The attribute that names an area; the kind's name when it is not configured or absent. */
export const areaName = (properties: Record<string, unknown>, attribute: string, kind: AreaKind): string =>
  attributeText(properties, attribute) ?? kind;

/** Address points of a GeoJSON FeatureCollection, labelled by `labelAttribute`; unlabelled ones are left out. */
export const pointFeatures = (json: unknown, labelAttribute: string, crs: GeoCrs): Address[] =>
  addressesOf(geojsonFeatures(json, crs), labelAttribute);

/** Labelled address points among the features; unlabelled ones and non-points are left out. */
export const addressesOf = (features: readonly ServiceFeature[], labelAttribute: string): Address[] =>
  features.flatMap((feature) => {
    const label = attributeText(feature.properties, labelAttribute);
    if (!feature.position || label === undefined) return [];
    const [lon, lat] = toLonLat(feature.axes)(feature.position);
    return [{ label, lon, lat }];
  });

/**
 * GeoJSON should be longitude first, but some servers (GeoServer under an EPSG URN) send latitude
 * first. Within Germany the two ranges do not overlap (longitude 5–16°, latitude 47–56°), so the
 * first value tells which it is.
 */
function geojsonAxes(crs: GeoCrs, first: Position | undefined): Axes {
  return { crs, latitudeFirst: crs === 'EPSG:4326' && (first?.[0] ?? 0) > 30 };
}

const toLonLat = (axes: Axes) => (position: Position) => {
  const xy: Xy = axes.latitudeFirst
    ? [position[1] as number, position[0] as number]
    : [position[0] as number, position[1] as number];
  return toWgs84(axes.crs, xy);
};

/** The features' areas that contain the point or lie within `distance` metres of it, nearest first. */
export function matchAreas(
  features: readonly ServiceFeature[],
  kind: AreaKind,
  nameAttribute: string,
  lon: number,
  lat: number,
  distance: number,
): Area[] {
  const wgs84 = features.flatMap(
    (feature): Array<Feature<Polygon | MultiPolygon, { kind: AreaKind; name: string }>> => {
      if (!feature.geometry) return [];
      const convert = toLonLat(feature.axes);
      const geometry: Polygon | MultiPolygon =
        feature.geometry.type === 'Polygon'
          ? { type: 'Polygon', coordinates: feature.geometry.coordinates.map((r) => r.map(convert)) }
          : {
              type: 'MultiPolygon',
              coordinates: feature.geometry.coordinates.map((polygon) => polygon.map((r) => r.map(convert))),
            };
      return [
        { type: 'Feature', geometry, properties: { kind, name: areaName(feature.properties, nameAttribute, kind) } },
      ];
    },
  );
  if (wgs84.some((feature) => !coordinatesPlausible(feature.geometry))) {
    throw malformed('Die Koordinaten des Dienstes liegen nicht in Deutschland; ist das Koordinatensystem richtig?');
  }
  return areasWithin(wgs84, lon, lat, distance);
}

// Germany with a generous margin: a service answering in another CRS than configured lands far away.
const plausible = ([lon, lat]: Position) =>
  Number.isFinite(lon) &&
  Number.isFinite(lat) &&
  (lon as number) > 0 &&
  (lon as number) < 20 &&
  (lat as number) > 40 &&
  (lat as number) < 60;
const coordinatesPlausible = (geometry: Polygon | MultiPolygon) =>
  (geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat()).every((r) => r.every(plausible));
