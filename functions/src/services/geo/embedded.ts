import type { AreaKind } from '@baucheck/shared/geo';
import { DEMO_ADDRESSES, DEMO_AREAS } from './demo-areas.ts';
import { areasWithin } from './nearby.ts';
import type { GeoProvider } from './provider.ts';

const normalise = (text: string) => text.toLocaleLowerCase('de').replace(/ß/g, 'ss').replace(/\s+/g, ' ').trim();

/** The embedded default: bundled demo areas and addresses (clearly marked as demo data). */
export const embeddedProvider: GeoProvider = {
  demo: true,
  async searchAddresses(query, limit) {
    const words = normalise(query).split(' ').filter(Boolean);
    return DEMO_ADDRESSES.filter((address) => words.every((word) => normalise(address.label).includes(word))).slice(
      0,
      limit,
    );
  },
  async areasNear(lon, lat, distance, kinds: readonly AreaKind[]) {
    return areasWithin(
      DEMO_AREAS.filter((area) => kinds.includes(area.properties.kind)),
      lon,
      lat,
      distance,
    );
  },
};
