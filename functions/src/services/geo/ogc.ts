import type { Feature, FeatureCollection, MultiPolygon, Point, Polygon } from 'geojson';
import type { AreaKind } from '@baucheck/shared/geo';
import { HttpError } from '#lib/errors';
import { areasWithin } from './nearby.ts';
import type { GeoProvider } from './provider.ts';

export interface OgcOptions {
  /** Landing page of an OGC API – Features service, e.g. https://geodienste.example/ogc. */
  baseUrl: string;
  /** The collection that holds each kind of area. */
  collections: Partial<Record<AreaKind, string>>;
  /** A collection of address points searchable with the `q` parameter (OGC API – Features Part 9). */
  addressCollection?: string;
  timeoutMs?: number;
}

export const GEOSERVICE_UNAVAILABLE_TEXT =
  'Der Geodienst ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.';
const METRES_PER_DEGREE = 111_320;

/** Reads features from an official OGC API – Features service; areas are matched to the point here. */
export function ogcProvider(options: OgcOptions): GeoProvider {
  const base = options.baseUrl.replace(/\/$/, '');
  const get = async <T>(path: string, params: Record<string, string>): Promise<T> => {
    const url = `${base}${path}?${new URLSearchParams({ ...params, f: 'json' })}`;
    try {
      const response = await fetch(url, {
        headers: { Accept: 'application/geo+json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      return (await response.json()) as T;
    } catch {
      throw new HttpError(502, GEOSERVICE_UNAVAILABLE_TEXT);
    }
  };
  const label = (properties: Record<string, unknown> | null) =>
    String(properties?.label ?? properties?.name ?? properties?.bezeichnung ?? properties?.adresse ?? '');

  return {
    demo: false,
    async searchAddresses(query, limit) {
      if (!options.addressCollection) return [];
      const result = await get<FeatureCollection<Point>>(`/collections/${options.addressCollection}/items`, {
        q: query,
        limit: String(limit),
      });
      return result.features.map((feature) => ({
        label: label(feature.properties),
        lon: feature.geometry.coordinates[0] ?? 0,
        lat: feature.geometry.coordinates[1] ?? 0,
      }));
    },
    async areasNear(lon, lat, distance, kinds) {
      const margin = distance + 1;
      const dLat = margin / METRES_PER_DEGREE;
      const dLon = margin / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
      const bbox = [lon - dLon, lat - dLat, lon + dLon, lat + dLat].map((value) => value.toFixed(6)).join(',');
      const found = await Promise.all(
        kinds.map(async (kind) => {
          const collection = options.collections[kind];
          if (!collection) return [];
          const result = await get<FeatureCollection<Polygon | MultiPolygon>>(`/collections/${collection}/items`, {
            bbox,
            limit: '200',
          });
          const features = result.features
            .filter((feature) => feature.geometry?.type === 'Polygon' || feature.geometry?.type === 'MultiPolygon')
            .map((feature): Feature<Polygon | MultiPolygon, { kind: AreaKind; name: string }> => ({
              ...feature,
              properties: { kind, name: label(feature.properties) || kind },
            }));
          return areasWithin(features, lon, lat, distance);
        }),
      );
      return found.flat().sort((a, b) => a.distance_m - b.distance_m);
    },
  };
}
