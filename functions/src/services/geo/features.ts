import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import * as z from 'zod';
import type { Address, Area, AreaKind } from '@baucheck/shared/geo';
import { toWgs84, type GeoCrs, type Xy } from './crs.ts';
import { areasWithin } from './nearby.ts';
import { malformed } from './service-request.ts';

/** A feature as a service delivered it: polygon rings in the service's CRS, and its attributes. */
export interface ServiceFeature {
  geometry: Polygon | MultiPolygon | null;
  properties: Record<string, unknown>;
}

/** How to read a service's coordinates: its CRS, and whether positions come latitude first. */
export interface Axes {
  crs: GeoCrs;
  latitudeFirst: boolean;
}

const position = z.array(z.number()).min(2);
const ring = z.array(position).min(4);
const geometrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Polygon'), coordinates: z.array(ring).min(1) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(ring).min(1)) }),
]);
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
 * The polygon features of a GeoJSON FeatureCollection. Other geometries (points, lines) cannot hold a
 * site and are left out; a collection whose polygons are broken is a malformed answer.
 */
export function polygonFeatures(json: unknown): ServiceFeature[] {
  const collection = featureCollectionSchema.safeParse(json);
  if (!collection.success) throw malformed('Die Antwort des Dienstes ist keine GeoJSON-FeatureCollection.');
  return collection.data.features.flatMap((feature) => {
    if (feature.geometry?.type !== 'Polygon' && feature.geometry?.type !== 'MultiPolygon') return [];
    const geometry = geometrySchema.safeParse(feature.geometry);
    if (!geometry.success) throw malformed('Die Antwort des Dienstes enthält eine ungültige Fläche.');
    return [{ geometry: geometry.data as Polygon | MultiPolygon, properties: feature.properties ?? {} }];
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

const pointSchema = z.object({ type: z.literal('Point'), coordinates: position });

/** Address points of a GeoJSON FeatureCollection, labelled by `labelAttribute`; unlabelled ones are left out. */
export function pointFeatures(json: unknown, labelAttribute: string, axes: Axes): Address[] {
  const collection = featureCollectionSchema.safeParse(json);
  if (!collection.success) throw malformed('Die Antwort des Dienstes ist keine GeoJSON-FeatureCollection.');
  const convert = toLonLat(axes);
  return collection.data.features.flatMap((feature) => {
    const point = pointSchema.safeParse(feature.geometry);
    const label = attributeText(feature.properties ?? {}, labelAttribute);
    if (!point.success || label === undefined) return [];
    const [lon, lat] = convert(point.data.coordinates);
    return [{ label, lon, lat }];
  });
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
  axes: Axes,
  kind: AreaKind,
  nameAttribute: string,
  lon: number,
  lat: number,
  distance: number,
): Area[] {
  const convert = toLonLat(axes);
  const wgs84 = features.flatMap(
    (feature): Array<Feature<Polygon | MultiPolygon, { kind: AreaKind; name: string }>> => {
      if (!feature.geometry) return [];
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
