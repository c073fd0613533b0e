import type { Address, Area, AreaKind } from '@baucheck/shared/geo';

/**
 * Where addresses and protected areas come from. The embedded provider answers from bundled demo
 * data; the OGC API Features provider asks an official service (configured by URL).
 */
export interface GeoProvider {
  readonly demo: boolean;
  searchAddresses(query: string, limit: number): Promise<Address[]>;
  /** Areas of the given kinds that contain the point or lie within `distance` metres of it. */
  areasNear(lon: number, lat: number, distance: number, kinds: readonly AreaKind[]): Promise<Area[]>;
}
