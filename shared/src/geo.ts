import * as z from 'zod';
import { SIDE_LAWS } from './enums.ts';

/** Kinds of areas the geoservice knows: the side laws, and development-plan areas. */
export const AREA_KINDS = [...SIDE_LAWS, 'Bebauungsplan'] as const;
export type AreaKind = (typeof AREA_KINDS)[number];

export const addressSchema = z.object({ label: z.string(), lon: z.number(), lat: z.number() });
export type Address = z.infer<typeof addressSchema>;

export const areaSchema = z.object({
  kind: z.enum(AREA_KINDS),
  name: z.string(),
  /** Metres from the point to the area's edge; 0 when the point lies inside. */
  distance_m: z.number(),
});
export type Area = z.infer<typeof areaSchema>;

export const geoserviceResponseSchema = z.object({
  addresses: z.array(addressSchema),
  areas: z.array(areaSchema),
  /** The side laws among the areas found, in the order of SIDE_LAWS. */
  side_laws: z.array(z.enum(SIDE_LAWS)),
  /** True when the answer comes from the bundled demo data, not from an official service. */
  demo: z.boolean(),
});
export type GeoserviceResponse = z.infer<typeof geoserviceResponseSchema>;

export const geoserviceQuerySchema = z
  .object({
    query: z.string().trim().max(120).optional(),
    lon: z.coerce.number().min(-180).max(180).optional(),
    lat: z.coerce.number().min(-90).max(90).optional(),
    distance: z.coerce.number().min(0).max(1000).default(0),
    /** Comma-separated area kinds to look for; all when omitted. */
    filter: z
      .string()
      .optional()
      .transform((value) => (value ? value.split(',').map((kind) => kind.trim()) : undefined))
      .pipe(z.array(z.enum(AREA_KINDS)).optional()),
  })
  .refine((query) => (query.lon === undefined) === (query.lat === undefined), {
    message: 'lon und lat gehören zusammen.',
    path: ['lat'],
  })
  .refine((query) => query.query !== undefined || query.lon !== undefined, {
    message: 'Bitte eine Adresse (query) oder einen Punkt (lon, lat) angeben.',
    path: ['query'],
  });
