import { pointToPolygonDistance } from '@turf/point-to-polygon-distance';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import type { Area, AreaKind } from '@baucheck/shared/geo';

/** Areas among `features` that contain the point or lie within `distance` metres of it, nearest first. */
export function areasWithin(
  features: Array<Feature<Polygon | MultiPolygon, { kind: AreaKind; name: string }>>,
  lon: number,
  lat: number,
  distance: number,
): Area[] {
  return features
    .map((feature) => ({ feature, metres: pointToPolygonDistance([lon, lat], feature, { units: 'meters' }) }))
    .filter(({ metres }) => metres <= distance)
    .map(({ feature, metres }) => ({
      kind: feature.properties.kind,
      name: feature.properties.name,
      distance_m: Math.max(0, Math.round(metres)),
    }))
    .sort((a, b) => a.distance_m - b.distance_m);
}
