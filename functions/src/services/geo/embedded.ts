import type { AreaKind } from '@baucheck/shared/geo';
import { DEMO_ADDRESSES, DEMO_AREAS } from './demo-areas.ts';
import { areasWithin } from './nearby.ts';
import type { GeoProvider } from './provider.ts';

const normalise = (text: string) => text.toLocaleLowerCase('de').replace(/ß/g, 'ss').replace(/\s+/g, ' ').trim();

/** The query's words, case- and ß-insensitively (also for services that ignore the query, see ogc.ts). */
export const queryWords = (query: string) => normalise(query).split(' ').filter(Boolean);
/** Whether the label holds every word. */
export const labelMatches = (label: string, words: readonly string[]) =>
  words.every((word) => normalise(label).includes(word));

/** The embedded default: bundled demo areas and addresses (clearly marked as demo data). */
export const embeddedProvider: GeoProvider = {
  demo: true,
  async searchAddresses(query, limit) {
    const words = queryWords(query);
    return DEMO_ADDRESSES.filter((address) => labelMatches(address.label, words)).slice(0, limit);
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
