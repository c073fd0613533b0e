import * as z from 'zod';
import {
  AREA_KINDS,
  GEO_CRS,
  addressSourceSchema,
  type AddressSource,
  type AreaKind,
  type GeoService,
} from '@baucheck/shared/geo';

/**
 * The deployment-wide default services, from the environment: `GEO_PROVIDER=ogc|wfs|wms` with
 * `GEO_URL`, `GEO_LAYERS` (JSON: area kind → collection / feature type / layer) and optionally
 * `GEO_CRS`, `GEO_NAME_ATTRIBUTE`, `GEO_LABEL` and `GEO_ADDRESS_SOURCE` (JSON, an AddressSource);
 * otherwise (`embedded`, the default) the bundled demo data. A Land's own configuration overrides it.
 */
const geoEnvSchema = z.discriminatedUnion('GEO_PROVIDER', [
  z.object({ GEO_PROVIDER: z.literal('embedded') }),
  z.object({
    GEO_PROVIDER: z.enum(['ogc', 'wfs', 'wms']),
    GEO_URL: z.url(),
    GEO_LAYERS: z
      .string()
      .transform((value) => JSON.parse(value) as unknown)
      .pipe(z.partialRecord(z.enum(AREA_KINDS), z.string().min(1))),
    GEO_CRS: z.enum(GEO_CRS).default('EPSG:4326'),
    GEO_NAME_ATTRIBUTE: z.string().default(''),
    GEO_LABEL: z.string().min(1).default('Geodienst'),
    GEO_ADDRESS_SOURCE: z
      .string()
      .transform((value) => JSON.parse(value) as unknown)
      .pipe(addressSourceSchema)
      .optional(),
  }),
]);

export interface DefaultGeoConfig {
  services: Partial<Record<AreaKind, GeoService>>;
  address_source: AddressSource | null;
}

/** The deployment-wide default from the environment; null when the embedded demo data answers. */
export function defaultGeoConfig(): DefaultGeoConfig | null {
  const settings = geoEnvSchema.parse({ ...process.env, GEO_PROVIDER: process.env.GEO_PROVIDER || 'embedded' });
  if (settings.GEO_PROVIDER === 'embedded') return null;
  const services: Partial<Record<AreaKind, GeoService>> = {};
  for (const [kind, layer] of Object.entries(settings.GEO_LAYERS) as Array<[AreaKind, string]>) {
    services[kind] = {
      type: settings.GEO_PROVIDER,
      url: settings.GEO_URL,
      layer,
      name_attribute: settings.GEO_NAME_ATTRIBUTE,
      crs: settings.GEO_CRS,
      label: settings.GEO_LABEL,
      as_of: null,
    };
  }
  return { services, address_source: settings.GEO_ADDRESS_SOURCE ?? null };
}
