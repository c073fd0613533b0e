import * as z from 'zod';
import { SIDE_LAWS, type SideLaw } from '@baucheck/shared/enums';
import { AREA_KINDS, type Area } from '@baucheck/shared/geo';
import { embeddedProvider } from './embedded.ts';
import { ogcProvider } from './ogc.ts';
import type { GeoProvider } from './provider.ts';

/**
 * The configured provider: `GEO_PROVIDER=ogc` with `GEO_OGC_URL`, `GEO_OGC_COLLECTIONS` (JSON: area
 * kind → collection id) and optionally `GEO_OGC_ADDRESS_COLLECTION`; otherwise the embedded demo data.
 */
const geoConfigSchema = z.discriminatedUnion('GEO_PROVIDER', [
  z.object({ GEO_PROVIDER: z.literal('embedded') }),
  z.object({
    GEO_PROVIDER: z.literal('ogc'),
    GEO_OGC_URL: z.url(),
    GEO_OGC_COLLECTIONS: z
      .string()
      .transform((value) => JSON.parse(value) as unknown)
      .pipe(z.partialRecord(z.enum(AREA_KINDS), z.string())),
    GEO_OGC_ADDRESS_COLLECTION: z.string().optional(),
  }),
]);

let provider: GeoProvider | undefined;

export function geoProvider(): GeoProvider {
  if (!provider) {
    const settings = geoConfigSchema.parse({ ...process.env, GEO_PROVIDER: process.env.GEO_PROVIDER ?? 'embedded' });
    provider =
      settings.GEO_PROVIDER === 'ogc'
        ? ogcProvider({
            baseUrl: settings.GEO_OGC_URL,
            collections: settings.GEO_OGC_COLLECTIONS,
            ...(settings.GEO_OGC_ADDRESS_COLLECTION ? { addressCollection: settings.GEO_OGC_ADDRESS_COLLECTION } : {}),
          })
        : embeddedProvider;
  }
  return provider;
}

/** The side laws among the areas found, in the order of SIDE_LAWS. */
export const sideLawsAmong = (areas: readonly Area[]): SideLaw[] =>
  SIDE_LAWS.filter((law: SideLaw) => areas.some((area) => area.kind === law));
